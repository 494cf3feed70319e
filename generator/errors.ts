/**
 * Two kinds of failure, kept apart (as Vike does with assert and assertUsage):
 * a DataError is the owner's input being wrong, and reads like it; anything
 * else thrown inside the pipeline is our bug.
 */

/** One thing wrong with the input, located as precisely as we can. */
export interface Problem {
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
    super(`${problems.length} problem${problems.length === 1 ? "" : "s"} in data/ or templates/`);
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
    where.push(entry.label !== undefined ? ` ${id} (${JSON.stringify(entry.label)})` : ` ${id}`);
  }
  if (problem.line !== undefined) where.push(`, line ${problem.line}`);
  const field = problem.field ? `${problem.field}: ` : "";
  const hint = problem.hint ? `\n    hint: ${problem.hint}` : "";
  return `${where.join("")}: ${field}${problem.message}${hint}`;
}

/** Shows a received value briefly and unambiguously: strings quoted, long values cut. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  const text =
    typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The catalogue of cross-record problems, so their wording lives in one place. */
export const problems = {
  unknownNearbyArea: (name: string) => ({
    message: `expected the name of a place in data/locations.yaml, got ${JSON.stringify(name)}`,
    hint: "nearbyAreas names other entries exactly as their `name` is written",
  }),
  unknownOption: (list: string, id: string, known: string[]) => ({
    message: `expected one of the ${list} ids in data/options.yaml, got ${JSON.stringify(id)}`,
    hint: `known ids: ${known.join(", ")}`,
  }),
  unknownTransmitter: (id: string, known: string[]) => ({
    message: `expected a transmitter id from data/transmitters.yaml, got ${JSON.stringify(id)}`,
    hint: `known ids: ${known.join(", ")}`,
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
  missingFile: () => ({
    message: "file not found",
    hint: "run the command from the project folder",
  }),
  routeConflict: (path: string, other: string) => ({
    message: `two pages would be published at ${path} (the other is ${other})`,
    hint: "rename one of the places, or give one a different mainPostcode",
  }),
  reservedSlug: (path: string) => ({
    message: `the page ${path} would take a name reserved for a section of the site`,
  }),
};
