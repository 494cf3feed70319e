/** The four counties the business serves: one list for the schema, the listings and the county pages. */
export const COUNTIES = ["Oxfordshire", "Gloucestershire", "Wiltshire", "Berkshire"] as const;

/** The counties we serve, the base's own first: what "areaServed" and the listings name. */
export const countiesFrom = (baseCounty: string): string[] => [
  baseCounty,
  ...COUNTIES.filter((county) => county !== baseCounty),
];
export type County = (typeof COUNTIES)[number];
