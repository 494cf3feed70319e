/**
 * The generated modules that are not pages, from their composed values
 * (compose/site-modules.ts, compose/catalogue.ts): the business facts, the
 * manifest, each page family's addresses, the owner's photos, the postcode
 * check's district table, the chat widget's answers and the catalogue, and
 * the data files' JSON Schemas. Each
 * is a typed constant of one module; its value is cheap to compute, so its key
 * is the value itself and it is printed (emit.ts) only when that changed. Pure.
 */
import { toJSONSchema, type z } from "zod";
import {
  CATALOGUE_PARTS,
  EDITORIAL_CATALOGUE_PARTS,
  PROSE_CATALOGUE_PART,
  type Catalogue,
  type CataloguePart,
} from "../../model/catalogue";
import type { SiteModules } from "../compose/site-modules";
import { ROUTE_FAMILIES, routesModule, type RouteFamily } from "../../model/routes";
import { businessSchema } from "../schema/business";
import { contentFileSchemas, postcodesSchema, reviewsSchema } from "../schema/editorial";
import { locationsSchema, outcodesSchema } from "../schema/locations";
import { optionsSchema } from "../schema/options";
import { photosSchema } from "../schema/photos";
import { transmittersSchema } from "../schema/transmitters";
import { catalogueModule, GENERATED_DIR, SCHEMA_DIR, type OutputFile } from "../output";

/** One exported constant of one module: `export const <name>: <type> = <value>`. */
export interface DataModule {
  path: string;
  /** Where its value comes from, for the module's header. */
  source: string;
  /** The module the type is imported from, relative to site/generated. */
  typeFrom: string;
  name: string;
  type: string;
  value: unknown;
}

/** Where each family's addresses come from, for its routes module's header. */
const ROUTE_SOURCES: Record<RouteFamily, string> = {
  place: "data/locations.yaml",
  content: "data/content/",
  blog: "data/blog/",
  postcode: "data/postcodes.yaml",
  page: "data/pages/",
};

/** The composed values (compose/site-modules.ts), each with its module's path, source and type. */
export function dataModules(values: SiteModules): DataModule[] {
  return [
    {
      path: `${GENERATED_DIR}/business.ts`,
      source: "data/business.yaml",
      typeFrom: "../../model/business",
      name: "business",
      type: "Business",
      value: values.business,
    },
    {
      path: `${GENERATED_DIR}/manifest.ts`,
      source: "data/locations.yaml",
      typeFrom: "../../model/routes",
      name: "manifest",
      type: "Manifest",
      value: values.manifest,
    },
    ...ROUTE_FAMILIES.map((family) => ({
      path: `${GENERATED_DIR}/${routesModule(family)}.ts`,
      source: ROUTE_SOURCES[family],
      typeFrom: "../../model/routes",
      name: "routes",
      type: "FamilyRoutes",
      value: values.routes[family],
    })),
    {
      // The owner's photos with their files, for the gallery and the pages they are tagged with.
      path: `${GENERATED_DIR}/photos.ts`,
      source: "data/photos/photos.yaml and the images beside it",
      typeFrom: "../../model/site-photo",
      name: "photos",
      type: "SitePhoto[]",
      value: values.photos,
    },
    {
      // The postcode check's district table: all the island needs, shared with the server.
      path: `${GENERATED_DIR}/coverage.ts`,
      source: "data/locations.yaml, data/outcodes.yaml, data/postcodes.yaml and data/business.yaml",
      typeFrom: "../../model/coverage",
      name: "coverage",
      type: "CoverageTable",
      value: values.coverage,
    },
    ...catalogueModules(values.catalogue),
    {
      // The chat widget's answers (compose/chat.ts), which its island imports.
      path: `${GENERATED_DIR}/chat-faq.ts`,
      source: "templates/chat.yaml",
      typeFrom: "../../model/page-props",
      name: "chatFaq",
      type: "FaqItem[]",
      value: values.chatFaq,
    },
  ];
}

/**
 * The modules of the catalogue's parts that list the editorial pages
 * (model/catalogue.ts): made together, when one of those pages is composed again.
 */
export const EDITORIAL_CATALOGUE_FILES: readonly string[] =
  EDITORIAL_CATALOGUE_PARTS.map(catalogueModule);

/** Where each part of the catalogue comes from, for its module's header. */
const CATALOGUE_SOURCES: Record<CataloguePart, string> = {
  families: "data/content/",
  blog: "data/blog/",
  blogCategories: "data/blog/",
  postcodes: "data/postcodes.yaml",
  transmitters: "data/transmitters.yaml and data/locations.yaml",
  places: "data/locations.yaml",
  reviews: "data/reviews.yaml",
  pages: "data/pages/",
};

/** The catalogue the hand-written pages list from (compose/catalogue.ts), a module for each part given. */
export function catalogueModules(value: Partial<Catalogue>): DataModule[] {
  return CATALOGUE_PARTS.filter((part) => value[part] !== undefined).map((part) => ({
    path: catalogueModule(part),
    source: CATALOGUE_SOURCES[part],
    typeFrom: "../../model/catalogue",
    name: part,
    type: `Catalogue["${part}"]`,
    value: value[part],
  }));
}

/** The module of the catalogue's part that lists the prose pages (model/catalogue.ts). */
export const PROSE_CATALOGUE_FILE = catalogueModule(PROSE_CATALOGUE_PART);

/** JSON Schemas for the owner's editor, from the same schemas the validator uses. */
const SCHEMAS: Record<string, z.ZodType> = {
  locations: locationsSchema,
  business: businessSchema,
  options: optionsSchema,
  transmitters: transmittersSchema,
  postcodes: postcodesSchema,
  outcodes: outcodesSchema,
  reviews: reviewsSchema,
  photos: photosSchema,
  ...Object.fromEntries(
    Object.entries(contentFileSchemas).map(([family, schema]) => [`content-${family}`, schema]),
  ),
};

const schemaFile = (name: string) => `${SCHEMA_DIR}/${name}.schema.json`;

/** The schema files: each depends only on the generator's own code. */
export const SCHEMA_FILES: readonly string[] = Object.keys(SCHEMAS).map(schemaFile);

/** The given schema files (of SCHEMA_FILES), written out. */
export function schemaFiles(wanted: ReadonlySet<string>): OutputFile[] {
  return Object.entries(SCHEMAS)
    .filter(([name]) => wanted.has(schemaFile(name)))
    .map(([name, schema]) => ({
      path: schemaFile(name),
      contents: JSON.stringify(toJSONSchema(schema, { io: "input" }), null, 2) + "\n",
    }));
}
