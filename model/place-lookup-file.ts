/**
 * The not-found page's lookup data as a file beside the pages: its address
 * and shape. Imports nothing, so the page's own script can name the file
 * without carrying the lookup (model/place-lookup.ts makes and reads it).
 */

/** Where the build writes it (under dist/client) and the not-found page fetches it. */
export const PLACE_LOOKUP_PATH = "/place-lookup.json";

export interface PlaceLookupEntry {
  name: string;
  officialName?: string;
  county: string;
  /** Only where it is not the name's own slug: a place that lost that slug to another. */
  slug?: string;
  /** The place kinds (their ids) the place has a page of. */
  kinds: string[];
}

export interface PlaceLookup {
  /** Every place, in the order its claims win (rankPlaces): the lookup's ties go to the first. */
  places: PlaceLookupEntry[];
  /** The top-level names no place may take (the manifest's). */
  reserved: string[];
  /** The pages the resolver may answer with that are not a place's page of one of its kinds. */
  pages: string[];
}
