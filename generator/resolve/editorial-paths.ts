/**
 * The addresses of editorial pages, from the validated data alone: places are
 * resolved before the editorial plan, and the top-level names these take are
 * reserved when places get their slugs. Pure.
 */
import { CONTENT_FAMILIES, type ContentFamily } from "../../model/families";
import { blogPath, GENERATED_FOLDERS } from "../../model/routes";
import type { ContentEntry } from "../schema/editorial";
import type { SiteData } from "../validate/validate";

/** A family entry's page: its own path (local service pages), else under its family. */
export const contentEntryPath = (family: ContentFamily, entry: ContentEntry): string =>
  entry.path ?? `/${family}/${entry.slug}`;

/** Where the postcode pages of one service in one district live. */
export const POSTCODE_SERVICE_FOLDER = "/postcode";

export const postcodeServicePath = (service: string, outcode: string, townSlug: string): string =>
  `${POSTCODE_SERVICE_FOLDER}/${service}-${outcode.toLowerCase()}-${townSlug}`;

/**
 * Every editorial address the data plans, or, where the address needs a place's
 * slug (a postcode service page), the folder it lives in.
 */
export function editorialPaths(data: SiteData): string[] {
  return [
    ...CONTENT_FAMILIES.flatMap((family) =>
      data.content[family].entries.map((entry) => contentEntryPath(family, entry)),
    ),
    ...data.blog.map((article) => blogPath(article.slug)),
    ...data.postcodes.districts.map((district) => district.path),
    ...(data.postcodes.services.length > 0 ? [POSTCODE_SERVICE_FOLDER] : []),
  ];
}

/** A prose page's module (data/pages/about.md, at /about), relative to site/generated. */
export const proseFile = (path: string): string => `${GENERATED_FOLDERS.page}${path}.tsx`;
