/**
 * The generator's stages, top-down, each named after its folder:
 * load → validate → resolve → compose → emit → format → write.
 * The middle (validate to format) is pure: loaded documents in, formatted files
 * out. For a large run, emit hands format a lazy list, each module printed as
 * format takes it (so emit's own time is counted in format's); a small run is
 * printed and formatted by the printer the caller started (printer.ts), the
 * same text in another thread. Every stage reports all its problems and the
 * next one goes on with what is valid, so one run lists every problem of every
 * stage; a stage without its input says it was not run and why. Emit, format and write run only when there
 * is no problem at all: nothing is written from data with a problem in it.
 */
import { compose, composeOnDemand, type ComposedPage, type ComposedPages } from "./compose/places";
import { editorialCatalogue } from "./compose/catalogue";
import { listingOf, type Listing } from "./compose/family-entries";
import type { KeyedListing, ListingMemo } from "./listing-cache";
import type { NearestMemo } from "./nearest-cache";
import type { ReceptionMemo } from "./reception-cache";
import { composeEditorial } from "./compose/editorial";
import type { ComposedEditorialPage } from "./compose/editorial-page";
import { DataError, type Problem } from "./errors";
import { Stages } from "./stages";
import {
  EDITORIAL_CATALOGUE_FILES,
  PROSE_CATALOGUE_FILE,
  catalogueModules,
  dataModules,
  SCHEMA_FILES,
  schemaFiles,
} from "./emit/modules";
import { GENERATED_DIR, type OutputFile } from "./output";
import { emittables } from "./emit/emittable";
import { format, isSmallRun, type FormatOptions, type SliceMemo } from "./format";
import type { Printer } from "./printer";
import type { LoadedInput } from "./load/load";
import type { Loaded } from "./load/stage";
import {
  digest,
  fileEntry,
  formattedBefore,
  keyOf,
  parseFileEntry,
  reusable,
  type MadeFrom,
} from "./made-from";
import type { SitePhoto } from "../model/site-photo";
import { PLACE_KINDS, type PlaceKindSpec } from "../model/place-kinds";
import { sitePhotos } from "../model/photo-plan";
import { compareText } from "../model/text";
import { withTownSections } from "./compose/town-sections";
import {
  placePageInputs,
  townSectionsInputs,
  type PlacePageInput,
  type TownSectionsInput,
} from "./compose/place-inputs";
import { composePages, proseLink, type ComposedProsePage } from "./compose/pages";
import { composeSiteModules } from "./compose/site-modules";
import { resolveEditorial, type EditorialPage, type EditorialPlan } from "./resolve/editorial";
import { proseFile } from "./resolve/editorial-paths";
import { pageKeys, type PageKeys } from "./resolve/keys";
import { knownPages, type KnownPages } from "./resolve/links";
import { resolvePhotos } from "./resolve/photos";
import { resolve, type Plan } from "./resolve/places";
import { editorialSiteData, validate, type SiteData } from "./validate/validate";

export interface Generated {
  data: SiteData;
  plan: Plan;
  /** The pages composed this run (all of them on a run with no record), composed as they are taken. */
  pages: ComposedPages;
  editorial: ComposedEditorialPage[];
  /** The fixed pages that are prose (data/pages), composed this run. */
  prose: ComposedProsePage[];
  photos: SitePhoto[];
  /** Every file the generator owns (its path), made this run or kept as it was. */
  outputs: string[];
  /** The files printed this run (composed or computed, then printed): those whose key changed. */
  printed: string[];
  /** Of those, the files formatted: the rest were printed as the last run printed them, and kept. */
  made: string[];
  /** Every page of the site, made this run or not. */
  pageCount: number;
  /** What made each file, for the next run. */
  record: MadeFrom;
}

/** What load gave, but the input, which validate took. */
type Validated = Omit<Loaded, "input"> & { data: SiteData };

interface Resolved extends Validated {
  plan: Plan;
  editorialPlan: EditorialPlan;
  known: KnownPages;
  photos: SitePhoto[];
  keys: PageKeys;
  /** What each place page's composer, and each dedicated town's sections', read: their keys are these hashed. */
  placeInputs: ReadonlyMap<string, PlacePageInput>;
  sectionInputs: ReadonlyMap<string, TownSectionsInput>;
}

/** A file with the key it is made from. */
interface Keyed {
  path: string;
  key: string;
}

/**
 * What load read, taken by runStages and let go once validated: the input's
 * texts and documents grow with the places, and no stage after reads them.
 */
export interface Source {
  loaded: Loaded | undefined;
}

/** What a run is given beyond its input. */
export interface RunOptions {
  /** The kinds of page every place gets: the registry, unless a test adds its own. */
  kinds?: readonly PlaceKindSpec[];
  /** A thread started early to print and format a small run (printer.ts); the caller ends it. */
  printer?: Printer;
  /** The last run's formatted slices of the data modules, and this run's (slice-cache.ts). */
  slices?: SliceMemo;
  /** The last run's listings of the editorial pages, and this run's (listing-cache.ts). */
  listings?: ListingMemo;
  /** The last run's nearest lists of the places, and this run's (nearest-cache.ts). */
  nearest?: NearestMemo;
  /** The last run's receptions of the places, and this run's (reception-cache.ts). */
  receptions?: ReceptionMemo;
}

/**
 * validate → format on `stages`. Each file made is handed to `take` with its
 * hash as it is formatted (the command writes it; nothing here holds every
 * file's text).
 * Undefined when any stage found a problem or was not run (the reports in
 * `stages` say which): then `take` was never called, as format runs only
 * when no stage found a problem.
 */
export async function runStages(
  stages: Stages,
  source: Source,
  take: (file: OutputFile, hash: string) => Promise<void> | void,
  { kinds = PLACE_KINDS, printer, slices, listings, nearest, receptions }: RunOptions = {},
): Promise<Generated | undefined> {
  const validated = await stages.run("validate", source.loaded, (l, found) => {
    const data = validate(l.input, found, kinds);
    const { input: _input, ...rest } = l;
    return data && { ...rest, data };
  });
  source.loaded = undefined;
  const resolved = await stages.run("resolve", validated, (v, found) =>
    resolveStage(v, found, { nearest, receptions }),
  );
  const composed = await stages.run("compose", resolved, (r, found) =>
    composeStage(r, found, listings),
  );
  const emitted = await stages.runIfClean("emit", composed, (c) => emitStage(c, printer));
  return stages.runIfClean("format", emitted, (e) => formatStage(e, take, slices));
}

async function resolveStage(
  v: Validated,
  found: Problem[],
  { nearest, receptions }: Pick<RunOptions, "nearest" | "receptions">,
): Promise<Resolved> {
  const valid = v.data;
  const [lastNearest, lastReceptions] = await Promise.all([nearest?.last(), receptions?.last()]);
  const plan = resolve(valid, found, { nearest: lastNearest, receptions: lastReceptions });
  receptions?.made(plan.receptions);
  nearest?.made(plan.nearest);
  const editorialPlan = resolveEditorial(plan, valid, found);
  const known = knownPages(plan, editorialPlan, valid);
  const placeInputs = placePageInputs(plan.pages, valid, editorialPlan);
  const sectionInputs = townSectionsInputs(valid, known);
  return {
    ...v,
    plan,
    editorialPlan,
    known,
    photos: sitePhotos(resolvePhotos(valid.photos, editorialPlan.placeNamed, editorialPlan.pages)),
    keys: pageKeys(plan, editorialPlan, known, valid, {
      places: placeInputs,
      sections: sectionInputs,
    }),
    placeInputs,
    sectionInputs,
  };
}

/**
 * What must be made again, by the last run's record: the files whose key
 * changed or whose text no longer hashes as recorded (made-from.ts).
 */
function toRemake(r: Resolved) {
  const kept = (file: string, key: string) => reusable(r.record, r.version, r.onDisk, file, key);
  // Page files by their plans' names (relative to site/generated).
  const stale = (file: string) => !kept(`${GENERATED_DIR}/${file}`, r.keys.pages.get(file)!);
  return {
    kept,
    places: r.plan.pages.filter((page) => stale(page.file)),
    editorial: new Set(
      r.editorialPlan.pages.filter((page) => stale(page.file)).map((page) => page.file),
    ),
    prose: new Set(
      r.data.pages.filter((page) => stale(proseFile(page.path))).map((page) => page.path),
    ),
    catalogue: !EDITORIAL_CATALOGUE_FILES.every((file) => kept(file, r.keys.catalogue)),
    proseCatalogue: !kept(PROSE_CATALOGUE_FILE, r.keys.prose),
  };
}

async function composeStage(r: Resolved, found: Problem[], memo: ListingMemo | undefined) {
  const remake = toRemake(r);
  const { places } = remake;
  // The catalogue and the prose pages list every editorial page: a page whose key stands is
  // listed as the last run listed it, and composed only when that listing is not at hand.
  const allProse = remake.prose.size > 0 || remake.proseCatalogue;
  const listAll = remake.catalogue || allProse;
  const keyOfPage = (page: { file: string }) => r.keys.pages.get(page.file)!;
  const byKey = listAll && memo ? await memo.known() : new Map<string, Listing | null>();
  // With no listings kept (a fresh clone), those the catalogue on disk shows, by address.
  const byPath =
    listAll && memo && byKey.size === 0 ? await memo.onDisk() : new Map<string, Listing>();
  const lastListing = (page: EditorialPage): Listing | null | undefined => {
    if (remake.editorial.has(page.file)) return undefined;
    const key = keyOfPage(page);
    return byKey.has(key) ? byKey.get(key) : byPath.get(page.path);
  };
  // Only what their keys hash (resolve/keys.ts).
  const editorialData = editorialSiteData(r.data);
  const editorial = composeEditorial(
    r.editorialPlan,
    r.known,
    editorialData,
    found,
    r.editorialPlan.pages.filter(
      (page) => remake.editorial.has(page.file) || (listAll && lastListing(page) === undefined),
    ),
  );
  const composed = new Map(editorial.map((page) => [page.file, page]));
  const keyedListings = listAll
    ? r.editorialPlan.pages.map((page): KeyedListing => {
        const done = composed.get(page.file);
        return [keyOfPage(page), done ? (listingOf(done) ?? null) : lastListing(page)!];
      })
    : [];
  if (listAll) memo?.made(keyedListings);
  const listings = keyedListings.flatMap(([, listing]) => (listing ? [listing] : []));
  // The prose pages list the content families' entries, so they come after them; the
  // catalogue lists them all.
  const prose = allProse
    ? composePages(editorialData, r.known, found, r.plan.places, listings)
    : [];
  const townSlugs = new Set(
    r.plan.pages.filter((page) => page.kind === "town").map((page) => page.place.slug),
  );
  // Composing a town's own sections can find problems, so the few pages that have them are
  // composed now; the rest are composed as emit takes them, and not held (compose/places.ts).
  const sectioned = withTownSections(
    compose(
      places.filter((page) => r.sectionInputs.has(page.place.slug)),
      r.placeInputs,
    ),
    townSlugs,
    r.placeInputs,
    r.sectionInputs,
    found,
  );
  return {
    ...r,
    kept: remake.kept,
    pages: composeOnDemand(places, r.placeInputs, sectioned),
    editorial: editorial.filter((page) => remake.editorial.has(page.file)),
    prose: prose.filter((page) => remake.prose.has(page.path)),
    catalogue: remake.catalogue ? editorialCatalogue(listings) : undefined,
    proseCatalogue: remake.proseCatalogue ? prose.map(proseLink) : undefined,
    modules: composeSiteModules(r.plan, r.editorialPlan, r.data, r.photos),
  };
}

type Composed = Awaited<ReturnType<typeof composeStage>>;

/**
 * The thread a run of `madeCount` files is printed and formatted in: a small
 * run in the printer's, all at once; a large one here, each module as the
 * format stage takes it (undefined). ts-morph is loaded only to print.
 */
async function printerFor(madeCount: number, printer: Printer | undefined) {
  const inPrinter = isSmallRun(madeCount) ? printer : undefined;
  // Unused, its thread is ended now rather than held through a large run's format.
  if (!inPrinter) await printer?.end();
  return inPrinter;
}

async function emitStage(c: Composed, printer: Printer | undefined) {
  // A data module's key is its value: cheap to compute, the costly part is printing it.
  const modules = dataModules(c.modules).map((module) => ({
    module,
    key: keyOf(module.path, JSON.stringify(module.value)),
  }));
  const outputs: Keyed[] = [
    ...c.plan.pages.map((page) => page.file),
    ...c.editorialPlan.pages.map((page) => page.file),
    ...c.data.pages.map((page) => proseFile(page.path)),
  ].map((file) => ({ path: `${GENERATED_DIR}/${file}`, key: c.keys.pages.get(file)! }));
  outputs.push(
    ...modules.map(({ module, key }) => ({ path: module.path, key })),
    ...EDITORIAL_CATALOGUE_FILES.map((path) => ({ path, key: c.keys.catalogue })),
    { path: PROSE_CATALOGUE_FILE, key: c.keys.prose },
    ...SCHEMA_FILES.map((path) => ({ path, key: keyOf(path) })),
  );
  const toPrint = {
    pages: c.pages,
    editorial: c.editorial,
    prose: c.prose,
    modules: [
      ...modules.flatMap(({ module, key }) => (c.kept(module.path, key) ? [] : [module])),
      ...(c.catalogue ? catalogueModules(c.catalogue) : []),
      ...(c.proseCatalogue ? catalogueModules({ pages: c.proseCatalogue }) : []),
    ],
  };
  const printing =
    toPrint.pages.count + toPrint.editorial.length + toPrint.prose.length + toPrint.modules.length;
  const schemas = schemaFiles(new Set(SCHEMA_FILES.filter((path) => !c.kept(path, keyOf(path)))));
  const madeCount = printing + schemas.length;
  const inPrinter = await printerFor(madeCount, printer);
  const printed =
    printing === 0
      ? []
      : inPrinter
        ? await inPrinter.print([...emittables(toPrint)])
        : (await import("./emit/emit")).emit(toPrint);
  const made = (function* () {
    yield* printed;
    yield* schemas;
  })();
  return { ...c, outputs, made, madeCount, inPrinter };
}

type Emitted = Awaited<ReturnType<typeof emitStage>>;

async function formatStage(
  e: Emitted,
  take: (file: OutputFile, hash: string) => Promise<void> | void,
  slices: SliceMemo | undefined,
): Promise<Generated> {
  // Each file printed this run: the hash of its printed text, for the record.
  const printed = new Map<string, string>();
  // Each file formatted: the hash of its text, for the record; its text goes to `take` and is not kept.
  const made = new Map<string, string>();
  const toFormat = (function* () {
    for (const file of e.made) {
      const hash = digest(file.contents);
      printed.set(file.path, hash);
      // Printed as the last run printed it: what formatting gives is the file on disk.
      if (!formattedBefore(e.record, e.version, e.onDisk, file.path, hash)) yield file;
    }
  })();
  await format(
    toFormat,
    e.formatOptions,
    e.madeCount,
    async (file) => {
      const hash = digest(file.contents);
      made.set(file.path, hash);
      await take(file, hash);
    },
    { small: e.inPrinter?.format, slices },
  );
  return {
    data: e.data,
    plan: e.plan,
    pages: e.pages,
    editorial: e.editorial,
    prose: e.prose,
    photos: e.photos,
    outputs: e.outputs.map(({ path }) => path),
    printed: [...printed.keys()].sort(compareText),
    made: [...made.keys()].sort(compareText),
    pageCount: e.plan.pages.length + e.editorialPlan.pages.length + e.data.pages.length,
    record: newRecord(e, printed, made),
  };
}

/**
 * What made each file, for the next run: a file not printed or formatted
 * this run keeps what the last record and the disk say of it.
 */
function newRecord(
  e: Emitted,
  printed: ReadonlyMap<string, string>,
  made: ReadonlyMap<string, string>,
): MadeFrom {
  const recorded = (path: string) => parseFileEntry(e.record?.files[path]);
  return {
    generator: e.version,
    inputs: e.inputs,
    files: Object.fromEntries(
      e.outputs.map(({ path, key }) => [
        path,
        fileEntry({
          key,
          printed: printed.get(path) ?? recorded(path)?.printed ?? "",
          text: made.get(path) ?? e.onDisk.get(path) ?? "",
        }),
      ]),
    ),
  };
}

export interface GenerateOptions {
  /** The generated files now on disk (their texts), and the record of what made them: only the rest is made. */
  previous?: ReadonlyMap<string, string>;
  record?: MadeFrom;
  /** The generator's version; tests may leave it empty. */
  version?: string;
  /** The kinds of page every place gets: the registry, unless a test adds its own. */
  kinds?: readonly PlaceKindSpec[];
  /** The last run's listings of the editorial pages (listing-cache.ts). */
  listings?: ListingMemo;
  /** The last run's nearest lists of the places (nearest-cache.ts). */
  nearest?: NearestMemo;
  /** The last run's receptions of the places (reception-cache.ts). */
  receptions?: ReceptionMemo;
}

/** A run's result with every file's text and its composed pages at hand: what `generate` gives. */
export interface GeneratedFiles extends Omit<Generated, "pages"> {
  pages: ComposedPage[];
  /** Every file the generator owns, made this run or kept as it was. */
  files: OutputFile[];
}

/**
 * The whole middle at once, for tests and scripts, with every file's text
 * in memory: every stage's problems in one DataError.
 */
export async function generate(
  input: LoadedInput,
  formatOptions: FormatOptions,
  {
    previous = new Map(),
    record,
    version = "",
    kinds = PLACE_KINDS,
    listings,
    nearest,
    receptions,
  }: GenerateOptions = {},
): Promise<GeneratedFiles> {
  const stages = new Stages();
  const onDisk = new Map([...previous].map(([path, text]) => [path, digest(text)]));
  const made = new Map<string, string>();
  const generated = await runStages(
    stages,
    { loaded: { input, formatOptions, onDisk, record, version, inputs: {} } },
    (file) => void made.set(file.path, file.contents),
    { kinds, listings, nearest, receptions },
  );
  if (stages.problems.length > 0 || !generated) throw new DataError(stages.problems);
  const files = generated.outputs.map((path) => ({
    path,
    contents: made.get(path) ?? previous.get(path)!,
  }));
  return { ...generated, pages: [...generated.pages], files };
}
