/**
 * The values of the generated modules that are not pages: the business facts
 * with their services composed, the manifest, the owner's photos, the postcode
 * check's district table and the chat widget's answers. Emit prints each as one
 * typed constant (emit/modules.ts). Pure.
 */
import type { CoverageTable } from "../../model/coverage";
import type { FaqItem } from "../../model/page-props";
import type { SitePhoto } from "../../model/site-photo";
import {
  ROUTE_FAMILIES,
  routeFamilyOf,
  type FamilyRoutes,
  type GeneratedKind,
  type Manifest,
  type RouteFamily,
} from "../../model/routes";
import { compareText } from "../../model/text";
import type { EditorialPlan } from "../resolve/editorial";
import { proseFile } from "../resolve/editorial-paths";
import type { Plan } from "../resolve/places";
import type { SiteData } from "../validate/validate";
import { composeChatFaq } from "./chat";
import { placesCatalogue } from "./catalogue";
import { businessContext, claimFlags } from "./context";
import { coverageTableOf } from "./coverage-table";
import { composeServices } from "./services";

export interface SiteModules {
  business: ReturnType<typeof siteBusiness>;
  manifest: Manifest;
  /** Each family's addresses, from the manifest's pages. */
  routes: Record<RouteFamily, FamilyRoutes>;
  photos: SitePhoto[];
  coverage: CoverageTable;
  chatFaq: FaqItem[];
  /** The catalogue's parts made from the places and the data alone (compose/catalogue.ts). */
  catalogue: ReturnType<typeof placesCatalogue>;
}

/** The facts said only through placeholders ({{years}}, {{aerialLeadTime}}): no page of the site reads them. */
function withoutPlaceholderOnly<T extends { yearsExperience: number; aerialLeadTime: string }>({
  yearsExperience: _years,
  aerialLeadTime: _leadTime,
  ...rest
}: T): Omit<T, "yearsExperience" | "aerialLeadTime"> {
  return rest;
}

/** The business facts the site reads, each service's summary rendered. */
function siteBusiness(data: SiteData) {
  return {
    ...withoutPlaceholderOnly(data.business),
    services: composeServices(data.business.services, businessContext(data)),
  };
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

/** The manifest's pages by family, each address to its module, in the manifest's order. */
function routesOf(pages: Manifest["pages"]): Record<RouteFamily, FamilyRoutes> {
  const routes = Object.fromEntries(
    ROUTE_FAMILIES.map((family) => [family, {} as Record<string, string>]),
  ) as Record<RouteFamily, Record<string, string>>;
  for (const page of pages) routes[routeFamilyOf(page.kind)][page.path] = page.file;
  return routes;
}

export function composeSiteModules(
  plan: Plan,
  editorial: EditorialPlan,
  data: SiteData,
  photos: SitePhoto[],
): SiteModules {
  const manifest = manifestOf(plan, editorial, data);
  return {
    business: siteBusiness(data),
    manifest,
    routes: routesOf(manifest.pages),
    photos,
    coverage: coverageTableOf(plan.places, data),
    chatFaq: composeChatFaq(data.templates.chat, claimFlags(data.business)),
    catalogue: placesCatalogue(plan, data),
  };
}
