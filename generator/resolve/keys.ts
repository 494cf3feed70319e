/**
 * The key of each generated page: a hash of exactly what its composer reads. A page whose key is the one recorded for
 * its file (made-from.ts) is not composed again. Pure.
 *
 * A place page's key, and a dedicated town's sections', is the hash of the
 * input its composer takes (compose/place-inputs.ts): what it can read is
 * what its key covers. The rest read broadly and their keys cover as much:
 * - an editorial page (content, blog, postcode): the data its composers are
 *   given (validate.ts's `editorialSiteData`: all but what only place pages
 *   read), every page's address and name, and the page's plan, which holds
 *   each place it names as that place's editorial view (hashed apart, as
 *   made-from.ts's inputKey takes it, once however many pages name it).
 * - a prose page (data/pages): the same, plus how many places each county has.
 * - the catalogue's parts that list the editorial pages: the keys of all of
 *   them (its other parts are data modules, keyed by their value).
 * tests/generator/incremental.test.ts checks, for an edit of every kind of
 * input, that a run that keeps pages by these keys writes the same bytes as
 * a run that makes all.
 */
import { inputKey, keyOf, valuePart } from "../made-from";
import { editorialSiteData, type SiteData } from "../validate/validate";
import type { EditorialPlan } from "./editorial";
import type { KnownPages } from "./links";
import type { Plan } from "./places";
import { proseFile } from "./editorial-paths";

export interface PageKeys {
  /** Generated file (relative to site/generated, as plans name it) → key, for every page module. */
  pages: ReadonlyMap<string, string>;
  /** The key of the catalogue's parts that list the editorial pages: making them needs them all composed. */
  catalogue: string;
  /** The key of the catalogue's part that lists the prose pages: the keys of all of them. */
  prose: string;
}

/**
 * What a key reads of a place page's input (compose/place-inputs.ts builds
 * it): its kind's share, common to every page of the kind, and the page's own.
 * Declared here by shape, so that resolve, below compose, imports nothing of it.
 */
interface KeyedPlaceInput {
  kind: { composer: string };
  page: { place: { slug: string } };
}

/** A dedicated town's sections' input: the site's share and the town's own. */
interface KeyedSectionsInput {
  site: object;
  town: object;
}

/** The composers' inputs whose hashes are keys. */
export interface ComposerInputs {
  /** Place page file → its input. */
  places: ReadonlyMap<string, KeyedPlaceInput>;
  /** A dedicated town's slug → its sections' input. */
  sections: ReadonlyMap<string, KeyedSectionsInput>;
}

export function pageKeys(
  plan: Plan,
  editorial: EditorialPlan,
  known: KnownPages,
  data: SiteData,
  inputs: ComposerInputs,
): PageKeys {
  const keys = new Map<string, string>();
  const knownKey = keyOf(JSON.stringify([...known.entries()]));

  // Place pages: each the hash of its composer's input, plus its town's sections' where it has them.
  for (const [file, input] of inputs.places) {
    const section =
      input.kind.composer === "town" ? inputs.sections.get(input.page.place.slug) : undefined;
    const key = inputKey(input.kind, input.page);
    keys.set(file, section ? keyOf(key, inputKey(section.site, section.town)) : key);
  }

  // Editorial pages, prose pages and the catalogue: the data their composers are given.
  const editorialShared = keyOf(knownKey, JSON.stringify(editorialSiteData(data)));
  // Each names its places by their editorial view (resolve/editorial.ts): data, as its composer reads them.
  for (const page of editorial.pages) keys.set(page.file, keyOf(editorialShared, valuePart(page)));
  const counties = JSON.stringify(plan.places.map((place) => place.location.county));
  for (const page of data.pages)
    keys.set(proseFile(page.path), keyOf(editorialShared, counties, JSON.stringify(page)));
  // The catalogue's editorial parts list the editorial pages: what composed them, all of it.
  const catalogue = keyOf(...editorial.pages.map((page) => keys.get(page.file)!));
  const prose = keyOf(...data.pages.map((page) => keys.get(proseFile(page.path))!));
  return { pages: keys, catalogue, prose };
}
