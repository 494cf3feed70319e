/** The four counties the business serves: one list for the schema, the listings and the county pages. */
export const COUNTIES = ["Oxfordshire", "Gloucestershire", "Wiltshire", "Berkshire"] as const;

/** The counties we serve, the base's own first: what "areaServed" and the listings name. */
export const countiesFrom = (baseCounty: string): string[] => [
  baseCounty,
  ...COUNTIES.filter((county) => county !== baseCounty),
];
export type County = (typeof COUNTIES)[number];

/** A county's name in addresses and anchors: "oxfordshire". */
export const countySlug = (county: County): string => county.toLowerCase();

/** A county's page, /areas/oxfordshire: one per county, listed here for the site and the generator. */
export const countyPath = (county: County): string => `/areas/${countySlug(county)}`;
export const COUNTY_PATHS: readonly string[] = COUNTIES.map(countyPath);

/** The county whose page is at `path`, if any. */
export const countyAt = (path: string): County | undefined =>
  COUNTIES.find((county) => countyPath(county) === path);
