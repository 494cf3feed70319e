/**
 * The one catalogue of the owner's problems: every problem the generator can
 * report is built here, under a stable name (its code, e.g. `broken-link`)
 * that the output shows and tests match. Two kinds of failure stay apart (as
 * Vike does with assert and assertUsage): a Problem is the owner's input being
 * wrong, and reads like it; anything else thrown inside the pipeline is our bug.
 */
import { escapeUnsafe, literal } from "../model/escape";
import { plural } from "../model/text";

/** One thing wrong with the input, located as precisely as we can. */
export interface Problem {
  /** The problem's name in the catalogue below. */
  code: ProblemCode;
  /** Project-relative path, e.g. "data/locations.yaml". */
  file: string;
  /** The record inside the file, when the file is a list or map of records. */
  entry?: { index?: number; key?: string; label?: string };
  line?: number;
  /** Dotted path inside the entry, e.g. "coordinates.lat"; empty for the whole entry. */
  field: string;
  message: string;
  hint?: string;
}

export class DataError extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    super(`${plural(problems.length, "problem")} in data/ or templates/`);
    this.name = "DataError";
    this.problems = problems;
  }
}

/** `data/locations.yaml entry 57 ("Witney"), line 412: coordinates.lat: expected ..., got ...` */
export function formatProblem(problem: Problem): string {
  const where = [problem.file];
  const { entry } = problem;
  if (entry) {
    const id = entry.index !== undefined ? `entry ${entry.index + 1}` : `"${entry.key}"`;
    where.push(entry.label !== undefined ? ` ${id} (${literal(entry.label)})` : ` ${id}`);
  }
  if (problem.line !== undefined) where.push(`, line ${problem.line}`);
  const field = problem.field ? `${problem.field}: ` : "";
  // Messages quote the data: nothing in it may act on the terminal or start a line of its own.
  const hint = problem.hint ? `\n    hint: ${escapeUnsafe(problem.hint)}` : "";
  return `${escapeUnsafe(`${where.join("")}: ${field}${problem.message}`)}${hint}`;
}

/** In the order the owner reads the files: by file, then entry, then line. */
export function sortProblems(list: Problem[]): Problem[] {
  return list
    .map((problem, order) => ({ problem, order }))
    .sort(
      (a, b) =>
        (a.problem.file < b.problem.file ? -1 : a.problem.file > b.problem.file ? 1 : 0) ||
        (a.problem.entry?.index ?? -1) - (b.problem.entry?.index ?? -1) ||
        (a.problem.line ?? 0) - (b.problem.line ?? 0) ||
        a.order - b.order,
    )
    .map(({ problem }) => problem);
}

/** Shows a received value briefly and unambiguously: strings quoted, long values cut. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  // Escaped: a value holding ESC or a line break must not act on the terminal or forge a line.
  const text = literal(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** What a problem says; the catalogue adds its name. */
interface Wording {
  message: string;
  hint?: string;
}

/** A problem as the catalogue builds it, before the stage says where it is. */
export type NamedWording = Wording & { code: ProblemCode };

/** Each builder's wording, under its name in camelCase (the code is the same name in kebab-case). */
const wording = {
  notAList: (what: string, value: unknown) => ({
    message: `expected a list of ${what}, got ${describeValue(value)}`,
  }),
  unknownField: (keys: readonly string[]) => ({
    message: `unknown field${keys.length > 1 ? "s" : ""} ${keys.map((key) => literal(key)).join(", ")}`,
  }),
  missingField: (expected: string) => ({ message: `missing; expected ${expected}` }),
  invalidValue: (expected: string, value: unknown) => ({
    message: `${expected}, got ${describeValue(value)}`,
  }),
  futureDate: (date: string, today: string) => ({
    message: `expected a date no later than today (${today}), got ${date}`,
    hint: "an article's date is the day it was first published",
  }),
  updatedBeforeDate: (date: string) => ({
    message: `expected a date on or after the article's date (${date})`,
  }),
  typedClaim: (claim: { claim: string; matched: string; use: string }) => ({
    message: `states ${claim.claim} directly (${literal(claim.matched)}); claims come only from data/business.yaml`,
    hint: `use ${claim.use}, so the owner can change or switch it off in one place`,
  }),
  unknownNearbyArea: (name: string) => ({
    message: `expected the name of a place in data/locations.yaml, got ${literal(name)}`,
    hint: "nearbyAreas names other entries exactly as their `name` is written",
  }),
  unknownOption: (list: string, id: string, known: string[]) => ({
    message: `expected one of the ${list} ids in data/options.yaml, got ${literal(id)}`,
    hint: `known ids: ${known.join(", ")}`,
  }),
  unknownTransmitter: (id: string, known: string[]) => ({
    message: `expected a transmitter id from data/transmitters.yaml, got ${literal(id)}`,
    hint: `known ids: ${known.join(", ")}`,
  }),
  relayParent: (id: string, mains: string[]) => ({
    message: `a relay needs the id of a main station as its parent, got ${JSON.stringify(id)}`,
    hint: `main stations: ${mains.join(", ")}`,
  }),
  relayRegion: (parent: string, region: string) => ({
    message: `a relay carries its parent's regional news: ${parent}'s is "${region}"`,
    hint: "copy the parent's region; where a source says the relay carries another, give it as a main station's second service",
  }),
  gridReference: (reference: string) => ({
    message: `not an Ordnance Survey grid reference: ${JSON.stringify(reference)}`,
    hint: "two letters and an even number of digits, as the source prints it: SU209688",
  }),
  titleCut: (title: string) => ({
    message: `the title would be cut short (a title over 60 characters is cut to 57 and "..."): ${title.length} characters, ${JSON.stringify(title)}`,
    hint: 'keep a title to 46 characters or fewer (it gets " | No Call Out"), or 55 to 60',
  }),
  receptionTextContradicts: (named: string[], station: string, basis: string) => ({
    message: `the text names ${named.join(" and ")}, but the page's station is ${station} (${basis})`,
    hint: "set `transmitter:` and `alsoTransmitters:` to what the research says, or change the text so it agrees with the page",
  }),
  noMainStation: () => ({ message: "expected at least one main station (kind: main)" }),
  duplicateOutcode: (otherEntry: number) => ({
    message: `the same outcode as entry ${otherEntry + 1}`,
    hint: "each postcode district has one centre: keep one entry",
  }),
  districtWithoutCentre: (district: string) => ({
    message: `district ${district} has no centre in data/outcodes.yaml`,
    hint: "check the district; if it is right, add its centre (npm run import:outcodes refreshes the file from the ONS table)",
  }),
  duplicateLocation: (otherEntry: number) => ({
    message: `the same name, county and mainPostcode as entry ${otherEntry + 1}`,
    hint: "two places of one name in one county must differ in mainPostcode",
  }),
  unknownPlaceholder: (name: string, allowed: readonly string[]) => ({
    message: `unknown placeholder {{${name}}}`,
    hint: `templates may use: ${allowed.join(", ")}`,
  }),
  badTemplate: (detail: string) => ({ message: `not a valid Handlebars template: ${detail}` }),
  yamlSyntax: (detail: string) => ({ message: `not valid YAML: ${detail}` }),
  missingFrontMatter: () => ({
    message: "expected front matter: a block of YAML between two --- lines at the top",
    hint: "see any other file in data/blog/ for the fields",
  }),
  unknownPlace: (name: string) => ({
    message: `expected the name of a place in data/locations.yaml, got ${literal(name)}`,
  }),
  unknownCouncil: (council: string) => ({
    message: `expected a council as data/locations.yaml names it, got ${literal(council)}`,
  }),
  unknownProblem: (slug: string) => ({
    message: `expected a slug from data/content/problems.yaml, got ${literal(slug)}`,
  }),
  duplicateSlug: (slug: string, otherEntry: number) => ({
    message: `the slug ${literal(slug)} is already used by entry ${otherEntry + 1}`,
  }),
  brokenLink: (href: string) => ({
    message: `links to ${href}, which is not a page of the site`,
    hint: "link to a fixed page (site/pages), a place, or another entry's path",
  }),
  proseComponent: (name: string, known: readonly string[]) => ({
    message: `"{=${name} …}" is not a component a prose page draws here`,
    hint: `a section (after a "## " heading) may hold one of: ${known.join(", ")}`,
  }),
  headingLevel: (line: string) => ({
    message: `"${line}": the page title is the h1; sections start with "## "`,
  }),
  notATown: (slug: string) => ({
    message: `the file name is the town page's slug, and no place in data/locations.yaml has the slug ${literal(slug)}`,
    hint: "name the file after the page's address: data/towns/witney.md for /witney",
  }),
  unknownLine: (label: string, labels: readonly string[]) => ({
    message: `no regional line of data/business.yaml is labelled ${literal(label)}`,
    hint: `the lines are: ${labels.join(", ")}`,
  }),
  badSectionHeading: (line: string) => ({
    message: `expected a section heading such as "## Title {#town-topic}", got ${literal(line)}`,
    hint: "each section starts with ## and its title, then its anchor in {#...}; ### subheadings go inside",
  }),
  duplicateSection: (id: string) => ({ message: `the anchor #${id} is used by two sections` }),
  badFileSlug: (name: string) => ({
    message: `the file name is the article's address: expected lowercase words joined by hyphens, got ${literal(name)}`,
  }),
  missingFamily: () => ({
    message: "file not found: every content family has its own file",
    hint: "restore the file (git checkout), or run the command from the project folder",
  }),
  unknownFamily: (name: string, known: readonly string[]) => ({
    message: `not a content family: ${literal(name)}`,
    hint: `data/content/ holds: ${known.join(", ")}`,
  }),
  linkOutside: (target: string) => ({
    message: `refused: a link to ${target}, outside data/ and templates/`,
    hint: "copy the file into data/ if it belongs on the site",
  }),
  notAFile: () => ({ message: "refused: not a regular file" }),
  tooBig: (bytes: number, limit: number) => ({
    message: `refused: the file is ${megabytes(bytes)}, over the limit of ${megabytes(limit)} for this file`,
    hint: "the limits are in generator/load/load.ts; a file this big is almost certainly not data for this site",
  }),
  aliasBomb: (limit: number) => ({
    message: `refused: its aliases (*name) would expand to more than ${limit} copies of one anchor, which only a file built to exhaust memory does`,
  }),
  missingFile: () => ({
    message: "file not found",
    hint: "run the command from the project folder",
  }),
  pageConflict: (path: string) => ({
    message: `site/pages also has a page at ${path}`,
    hint: "keep one: a prose page in data/pages or a hand-written page in site/pages",
  }),
  routeConflict: (path: string, other: string) => ({
    message: `two pages would be published at ${path} (the other is ${other})`,
    hint: "rename one of the places, or give one a different mainPostcode",
  }),
  pathTaken: (path: string, other: string) => ({
    message: `two pages would be published at ${path} (the other is ${other})`,
    hint: "give this page another path",
  }),
  photoNotFound: (file: string) => ({
    message: `file not found: ${literal(file)}`,
    hint: "put the image in data/photos/, or correct the name here (capital letters count)",
  }),
  photoUnreadable: (file: string, reason: string) => ({
    message: `${literal(file)} is not an image that can be published: ${reason}`,
    hint: "save it again from your phone or computer as a JPEG or PNG",
  }),
  photoUnlisted: () => ({
    message: "an image with no entry in data/photos/photos.yaml",
    hint: "add an entry for it with its alt text (the top of photos.yaml shows how), or move it out of data/photos/",
  }),
  duplicatePhoto: (otherEntry: number) => ({
    message: `the same file as entry ${otherEntry + 1}`,
  }),
  futurePhotoDate: (date: string, today: string) => ({
    message: `${date} is in the future: expected the day the photo was taken, ${today} or before`,
  }),
  unknownService: (slug: string, known: string[]) => ({
    message: `expected a slug from data/content/services.yaml, got ${literal(slug)}`,
    hint: `known slugs: ${known.join(", ")}`,
  }),
  reservedSlug: (path: string) => ({
    message: `the page ${path} would take a name reserved for a section of the site`,
  }),
};

/** "futureDate" → "future-date", in the type too, so a misspelt code fails to compile. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;
const kebab = (name: string) => name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);

type Catalogue = typeof wording;
export type ProblemCode = Kebab<keyof Catalogue>;

/** Every problem's name, for the docs and tests. */
export const PROBLEM_CODES = Object.keys(wording).map(kebab) as ProblemCode[];

type Coded = {
  [Name in keyof Catalogue]: (
    ...args: Parameters<Catalogue[Name]>
  ) => Wording & { code: Kebab<Name> };
};

/** The catalogue: `problems.brokenLink(href)` → `{ code: "broken-link", message, hint }`. */
export const problems = Object.fromEntries(
  Object.entries(wording).map(([name, build]: [string, (...args: never[]) => Wording]) => [
    name,
    (...args: never[]) => ({ code: kebab(name), ...build(...args) }),
  ]),
) as Coded;
