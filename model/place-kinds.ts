/**
 * The kinds of page every place gets, one entry each: the generator, the
 * site's routes and the server all iterate this list, so a new kind of place
 * page is one entry here, one template (templates/<template>.yaml) and,
 * if the generic PlaceServicePage will not do, one component.
 */

/** What the generator, the site and the server need to know of one kind of place page. */
export interface PlaceKindSpec {
  id: string;
  /** Before the slug in the page's address: "" for the town page itself. */
  prefix: string;
  /** Under site/generated/. */
  folder: string;
  /** templates/<template>.yaml. */
  template: string;
  /** The page component (site/components/<kebab-case>.tsx) and the props type it takes. */
  component: string;
  propsType: string;
  /** The 1200×630 preview image and what scripts/social-images.ts draws on it. */
  socialImage: string;
  socialCard: { heading: string; line: string };
  /** The last breadcrumb, after the town's; the town page itself has none. */
  breadcrumb?: string;
  /** How a link to the page reads: "Starlink installation" gives "Starlink installation in Witney". */
  linkLabel?: string;
  /** The short link beside a place in the place tables ("Starlink"); the town page has none. */
  tableLabel?: string;
  /** Nearby places the page links to. */
  nearbyLimit: number;
  /** The share of a page's words that must be about its place, median and tenth percentile (npm run report:content). */
  localShare: { median: number; p10: number };
  /** The kind's line on the owner's check page (/seo-test) and in reports. */
  countName: string;
  exampleName: string;
}

export const PLACE_KINDS = [
  {
    id: "town",
    prefix: "",
    folder: "towns",
    template: "town",
    component: "TownPage",
    propsType: "TownPageProps",
    socialImage: "/images/social/town.png",
    socialCard: {
      heading: "TV Aerials, Satellite and Wi-Fi",
      line: "Installation and repair across Oxfordshire, Gloucestershire, Wiltshire and Berkshire",
    },
    // Only the Starlink and Ajax lists are kept short; a town page lists a dozen, each with its distance.
    nearbyLimit: 14,
    localShare: { median: 0.3, p10: 0.2 },
    countName: "Town and village pages",
    exampleName: "town",
  },
  {
    id: "starlink",
    prefix: "starlink-installation-",
    folder: "starlink",
    template: "starlink",
    component: "StarlinkPage",
    propsType: "StarlinkPageProps",
    socialImage: "/images/social/starlink.png",
    socialCard: {
      heading: "Starlink Installation",
      line: "Dish mounting, cabling and Wi-Fi, fitted and tested by local installers",
    },
    breadcrumb: "Starlink installation",
    linkLabel: "Starlink installation",
    tableLabel: "Starlink",
    nearbyLimit: 5,
    localShare: { median: 0.2, p10: 0.12 },
    countName: "Starlink town pages",
    exampleName: "Starlink town",
  },
  {
    id: "ajax",
    prefix: "ajax-security-installation-",
    folder: "ajax",
    template: "ajax",
    component: "AjaxPage",
    propsType: "AjaxPageProps",
    socialImage: "/images/social/ajax.png",
    socialCard: {
      heading: "Ajax Security Installation",
      line: "Wireless alarms, photo-verified detectors and CCTV for homes and businesses",
    },
    breadcrumb: "Ajax security",
    linkLabel: "Ajax security",
    tableLabel: "Ajax",
    nearbyLimit: 8,
    localShare: { median: 0.2, p10: 0.12 },
    countName: "Ajax security town pages",
    exampleName: "Ajax town",
  },
] as const satisfies readonly PlaceKindSpec[];

export type PlaceKind = (typeof PLACE_KINDS)[number]["id"];

/** The registry's entry for a built-in kind. */
export function placeKind(id: PlaceKind): PlaceKindSpec {
  return PLACE_KINDS.find((kind) => kind.id === id)!;
}

/** A place's page of this kind: /witney, /starlink-installation-witney. */
export const kindPath = (kind: PlaceKindSpec, slug: string): string => `/${kind.prefix}${slug}`;

/** What a link to a place's page of this kind says: the place's name, or "Starlink installation in Witney". */
export const kindLinkLabel = (kind: PlaceKindSpec, name: string): string =>
  kind.linkLabel === undefined ? name : `${kind.linkLabel} in ${name}`;

/**
 * The kind and slug of a one-segment address by its prefix, the longest
 * prefix first so the town page (no prefix) is the last resort.
 */
export function kindOfSegment(
  segment: string,
  kinds: readonly PlaceKindSpec[] = PLACE_KINDS,
): { kind: PlaceKindSpec; slug: string } | undefined {
  const kind = [...kinds]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find((candidate) => segment.startsWith(candidate.prefix));
  return kind && { kind, slug: segment.slice(kind.prefix.length) };
}
