/**
 * What to answer for a page address that has no file: a 301 to the
 * page a mistyped town name means, the blog's placeholder post, or not found.
 * Pure: the caller gives the canonical path and the set of built pages, and
 * every redirect target is taken from that set, never from the request.
 */
import { buildIndex, lookup, type LocationIndex, type LookupPlace } from "./location-index";
import { PAGE_REDIRECTS, type Manifest } from "./routes";
import { kindOfSegment, kindPath, PLACE_KINDS, type PlaceKindSpec } from "./place-kinds";

export type MissingPathAnswer =
  | { kind: "redirect"; location: string }
  | { kind: "blog-placeholder"; slug: string }
  | { kind: "not-found" };

const NOT_FOUND: MissingPathAnswer = { kind: "not-found" };

export interface MissingPathResolver {
  /** For a lowercase path without a trailing slash, e.g. "/witny". */
  resolve(canonicalPath: string): MissingPathAnswer;
}

/**
 * `manifest`: the places to look names up among, and the reserved top-level
 * names (the generator derives them), which a mistyped address never becomes.
 */
export function createMissingPathResolver(
  { places, reserved }: Pick<Manifest, "places" | "reserved">,
  knownPages: ReadonlySet<string>,
  pageRedirects: Readonly<Record<string, string>> = PAGE_REDIRECTS,
  kinds: readonly PlaceKindSpec[] = PLACE_KINDS,
): MissingPathResolver {
  return resolverOver({ index: buildIndex(places), reserved, knownPages }, pageRedirects, kinds);
}

/** What the resolver reads: the places' index, the reserved names and the built pages. */
export interface ResolverInputs {
  index: LocationIndex<LookupPlace>;
  reserved: readonly string[];
  knownPages: ReadonlySet<string>;
}

/** The same resolver over an index already made: the not-found page's, from the build's file. */
export function resolverOver(
  { index, reserved: reservedList, knownPages }: ResolverInputs,
  pageRedirects: Readonly<Record<string, string>> = PAGE_REDIRECTS,
  kinds: readonly PlaceKindSpec[] = PLACE_KINDS,
): MissingPathResolver {
  const reserved: ReadonlySet<string> = new Set(reservedList);

  const familyPage = (kind: PlaceKindSpec, slug: string): MissingPathAnswer => {
    // A town's address is never guessed from a misspelt section name (/galery is not a town).
    const match = lookup(index, slug, { avoid: kind.prefix === "" ? reserved : [] });
    if (!match) return NOT_FOUND;
    const target = kindPath(kind, match.place.slug);
    return knownPages.has(target) ? { kind: "redirect", location: target } : NOT_FOUND;
  };

  return {
    resolve(canonicalPath) {
      // A page's second address goes straight to the page: one redirect, not one to the
      // canonical spelling of the alias and then another (the build has a page at the alias).
      const moved = pageRedirects[canonicalPath];
      if (moved && knownPages.has(moved)) return { kind: "redirect", location: moved };
      if (knownPages.has(canonicalPath)) return { kind: "redirect", location: canonicalPath };
      const segments = canonicalPath.split("/").filter(Boolean);
      const [first, second] = segments;
      if (first === "blog") {
        // Any other /blog/{slug} is a placeholder post; category/ slugs are not found.
        if (segments.length === 2 && second && second !== "category") {
          return { kind: "blog-placeholder", slug: second };
        }
        return NOT_FOUND;
      }
      if (segments.length !== 1 || !first) return NOT_FOUND;
      // The longest matching prefix names the kind; a bare name is a town unless a section has it.
      const found = kindOfSegment(first, kinds);
      if (!found || (found.kind.prefix === "" && reserved.has(first))) return NOT_FOUND;
      return familyPage(found.kind, found.slug);
    },
  };
}

/**
 * The canonical form of a page address: lowercase, no trailing slash, no
 * repeated slashes, and spaces, `+` and `_` as the hyphens they stand for
 * (people type "/stow on the wold"; some forms and old links write `+`).
 * Undefined for paths that cannot be a page at all.
 */
export function canonicalPagePath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const collapsed = `/${decoded
    .split("/")
    .map((segment) => segment.replace(/[\s+_]+/g, "-"))
    .filter(Boolean)
    .join("/")}`.toLowerCase();
  return /^[/a-z0-9._~-]*$/.test(collapsed) ? collapsed : undefined;
}
