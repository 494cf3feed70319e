/** The content families of data/content/, one file each. */
export const CONTENT_FAMILIES = [
  "problems",
  "neighborhoods",
  "comparisons",
  "landmarks",
  "equipment",
  "services",
  "industries",
  "locations",
  "guides",
  "local-services",
] as const;
export type ContentFamily = (typeof CONTENT_FAMILIES)[number];
