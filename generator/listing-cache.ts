/**
 * How each editorial page is listed (compose/family-entries.ts), by the page's
 * key, kept in .cache/ for the next run. The catalogue and the prose pages
 * list every editorial page; with the listings of the pages whose keys stand,
 * a run composes only the pages whose keys changed, rather than all of them
 * whenever one did. Kept under the generator's version: another starts with none.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { listingsIn, type Listing } from "./compose/family-entries";
import {
  EDITORIAL_CATALOGUE_PARTS,
  type Catalogue,
  type EditorialCataloguePart,
} from "../model/catalogue";
import { catalogueModule } from "./output";
import { importAsIs } from "./load/generated";
import { writeWhole } from "./write-whole";

/** With the build's other caches, which a fresh clone has none of. */
export const LISTING_CACHE = ".cache/generate/listings.json";

/** A page's key and its listing; null for a page not listed (a family's index). */
export type KeyedListing = [key: string, listing: Listing | null];

interface ListingCacheFile {
  generator: string;
  listings: KeyedListing[];
}

/** The last run's listings and this run's, for the pipeline (pipeline.ts). */
export interface ListingMemo {
  /** The last run's listings, by page key. */
  known(): Promise<ReadonlyMap<string, Listing | null>>;
  /** Every editorial page's listing this run, by its key. */
  made(listings: KeyedListing[]): void;
  /**
   * With none kept (a fresh clone), the listings the catalogue's files show,
   * by address: a page whose key stands is listed as the catalogue made with
   * it lists it. None unless those files are as the last run made them.
   */
  onDisk(): Promise<ReadonlyMap<string, Listing>>;
}

export class EditorialListings implements ListingMemo {
  readonly #root: string;
  readonly #file: string;
  readonly #generator: string;
  readonly #intact: (module: string) => boolean;
  #made: KeyedListing[] | undefined;

  /** `intact`: whether a generated file is as the last run made it (made-from.ts). */
  constructor(root: string, generator: string, intact: (module: string) => boolean) {
    this.#root = root;
    this.#file = path.join(root, LISTING_CACHE);
    this.#generator = generator;
    this.#intact = intact;
  }

  /** None if missing, unreadable or another generator's. */
  async known(): Promise<ReadonlyMap<string, Listing | null>> {
    try {
      const file = JSON.parse(await readFile(this.#file, "utf8")) as ListingCacheFile;
      return file.generator === this.#generator ? new Map(file.listings) : new Map();
    } catch {
      return new Map();
    }
  }

  async onDisk(): Promise<ReadonlyMap<string, Listing>> {
    if (!EDITORIAL_CATALOGUE_PARTS.every((part) => this.#intact(catalogueModule(part))))
      return new Map();
    const parts = await Promise.all(
      EDITORIAL_CATALOGUE_PARTS.map(async (part) => {
        const file = path.join(this.#root, catalogueModule(part));
        const module = await importAsIs(file, await readFile(file, "utf8"));
        return [part, module[part]] as const;
      }),
    );
    return listingsIn(Object.fromEntries(parts) as Pick<Catalogue, EditorialCataloguePart>);
  }

  made(listings: KeyedListing[]): void {
    this.#made = listings;
  }

  /** Written whole, when this run listed the pages; else the file stands as it was. */
  async keep(): Promise<void> {
    if (!this.#made) return;
    const file: ListingCacheFile = { generator: this.#generator, listings: this.#made };
    await writeWhole(this.#file, JSON.stringify(file));
  }
}
