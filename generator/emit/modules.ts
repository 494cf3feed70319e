/**
 * The generated modules that are not pages, as values: the business facts,
 * the manifest, the owner's photos, the postcode check's district table, the
 * chat widget's answers and the catalogue. Each is a typed constant of one
 * module; its value is cheap to compute, so its key is the value itself and
 * it is printed (emit.ts) only when that changed. Pure.
 */
import { toJSONSchema, type z } from "zod";
import type { Catalogue, SitePhoto } from "../../model/page-props";
import type { GeneratedKind, Manifest } from "../../model/routes";
import { compareText } from "../../model/text";
import { composeChatFaq } from "../compose/chat";
import { businessContext } from "../compose/context";
import type { ComposedEditorialPage } from "../compose/editorial-page";
import { composeServices } from "../compose/services";
import type { EditorialPlan } from "../resolve/editorial";
import { proseFile } from "../resolve/editorial-paths";
import type { Plan } from "../resolve/places";
import { businessSchema } from "../schema/business";
import { contentFileSchemas, postcodesSchema, reviewsSchema } from "../schema/editorial";
import { locationsSchema, outcodesSchema } from "../schema/locations";
import { optionsSchema } from "../schema/options";
import { photosSchema } from "../schema/photos";
import { transmittersSchema } from "../schema/transmitters";
import type { SiteData } from "../validate/validate";
import { catalogueOf } from "./catalogue";
import { coverageTableOf } from "./coverage-table";
import { GENERATED_DIR, SCHEMA_DIR, type OutputFile } from "./output";

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

/** The facts said only through placeholders ({{years}}, {{aerialLeadTime}}): no page of the site reads them. */
function withoutPlaceholderOnly<T extends { yearsExperience: number; aerialLeadTime: string }>({
  yearsExperience: _years,
  aerialLeadTime: _leadTime,
  ...rest
}: T): Omit<T, "yearsExperience" | "aerialLeadTime"> {
  return rest;
}

/** Every page of the run, composed or kept: what the manifest lists. */
function pageList(plan: Plan, editorial: EditorialPlan, data: SiteData) {
  const pages: { path: string; kind: GeneratedKind; file: string }[] = [
    ...plan.pages,
    ...editorial.pages,
    ...data.pages.map((page) => ({
      path: page.path,
      kind: "page" as const,
      file: proseFile(page.path),
    })),
  ];
  return pages
    .map((page) => ({ path: page.path, kind: page.kind, file: page.file }))
    .sort((a, b) => compareText(a.path, b.path));
}

function manifestOf(plan: Plan, editorial: EditorialPlan, data: SiteData): Manifest {
  return {
    pages: pageList(plan, editorial, data),
    places: plan.places.map(({ location, slug }) => ({
      name: location.name,
      ...(location.officialName !== undefined && { officialName: location.officialName }),
      county: location.county,
      mainPostcode: location.mainPostcode,
      ...(location.population !== undefined && { population: location.population }),
      keyFeatureCount: location.keyFeatures.length,
      slug,
    })),
    reserved: plan.reserved,
  };
}

export function dataModules(
  plan: Plan,
  editorial: EditorialPlan,
  data: SiteData,
  photos: SitePhoto[],
): DataModule[] {
  return [
    {
      path: `${GENERATED_DIR}/business.ts`,
      source: "data/business.yaml",
      typeFrom: "../../model/page-props",
      name: "business",
      type: "Business",
      value: {
        ...withoutPlaceholderOnly(data.business),
        services: composeServices(data.business.services, businessContext(data)),
      },
    },
    {
      path: `${GENERATED_DIR}/manifest.ts`,
      source: "data/locations.yaml",
      typeFrom: "../../model/routes",
      name: "manifest",
      type: "Manifest",
      value: manifestOf(plan, editorial, data),
    },
    {
      // The owner's photos with their files, for the gallery and the pages they are tagged with.
      path: `${GENERATED_DIR}/photos.ts`,
      source: "data/photos/photos.yaml and the images beside it",
      typeFrom: "../../model/page-props",
      name: "photos",
      type: "SitePhoto[]",
      value: photos,
    },
    {
      // The postcode check's district table: all the island needs, shared with the server.
      path: `${GENERATED_DIR}/coverage.ts`,
      source: "data/locations.yaml, data/outcodes.yaml, data/postcodes.yaml and data/business.yaml",
      typeFrom: "../../model/coverage",
      name: "coverage",
      type: "CoverageTable",
      value: coverageTableOf(plan.places, data),
    },
    {
      // The chat widget's answers (compose/chat.ts), which its island imports.
      path: `${GENERATED_DIR}/chat-faq.ts`,
      source: "templates/chat.yaml",
      typeFrom: "../../model/page-props",
      name: "chatFaq",
      type: "FaqItem[]",
      value: composeChatFaq(data.templates.chat),
    },
  ];
}

export const CATALOGUE_FILE = `${GENERATED_DIR}/catalogue.ts`;

/** The catalogue the hand-written pages list from: it needs every editorial page composed. */
export function catalogueModule(
  plan: Plan,
  editorial: ComposedEditorialPage[],
  data: SiteData,
): DataModule {
  const value: Catalogue = catalogueOf(plan, editorial, data);
  return {
    path: CATALOGUE_FILE,
    source:
      "data/content/, data/blog/, data/postcodes.yaml, data/transmitters.yaml, data/reviews.yaml",
    typeFrom: "../../model/page-props",
    name: "catalogue",
    type: "Catalogue",
    value,
  };
}

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
