/**
 * The generator's stages, top-down, each named after its folder:
 * load → validate → resolve → compose → emit → format → write.
 * The middle (validate to format) is pure: loaded documents in, formatted files
 * out. Every stage reports all its problems and the next one goes on with what
 * is valid, so one run lists every problem of every stage; a stage without its
 * input says it was not run and why. Emit, format and write run only when there
 * is no problem at all: nothing is written from data with a problem in it.
 */
import { compose, type ComposedPage } from "./compose/places";
import { composeEditorial } from "./compose/editorial";
import type { ComposedEditorialPage } from "./compose/editorial-page";
import { DataError, type Problem } from "./errors";
import { emit, type OutputFile } from "./emit/emit";
import { format, type FormatOptions } from "./format";
import type { LoadedInput } from "./load/load";
import type { SitePhoto } from "../model/page-props";
import { PLACE_KINDS, type PlaceKindSpec } from "../model/place-kinds";
import { sitePhotos } from "../model/photo-plan";
import { withTownSections } from "./compose/town-sections";
import { composePages, type ComposedProsePage } from "./compose/pages";
import { resolveEditorial, type EditorialPlan } from "./resolve/editorial";
import { knownPages, type KnownPages } from "./resolve/links";
import { resolvePhotos } from "./resolve/photos";
import { resolve, type Plan } from "./resolve/places";
import { validate, type SiteData } from "./validate/validate";

export const STAGES = [
  "load",
  "validate",
  "resolve",
  "compose",
  "emit",
  "format",
  "write",
] as const;
export type StageName = (typeof STAGES)[number];

export interface StageReport {
  stage: StageName;
  ms: number;
  problems: Problem[];
  /** Why the stage did not run ("validate found 3 problems"), or stopped part way. */
  skipped?: string;
  /** What stopped a stage part way, for --verbose (it ran on data an earlier stage faulted). */
  stoppedBy?: unknown;
}

const count = (n: number) => `${n} problem${n === 1 ? "" : "s"}`;

/** "not run: validate found 3 problems", "stopped part way: …", or undefined for a stage that ran. */
export function skipLine(report: StageReport): string | undefined {
  if (report.skipped === undefined) return undefined;
  return report.stoppedBy === undefined
    ? `not run: ${report.skipped}`
    : `stopped part way: it relies on data where ${report.skipped}`;
}

/**
 * Runs the stages in order: times each, keeps its problems, and decides
 * whether the next can run. A stage's body puts its problems in `found` and
 * returns its output, or undefined when it could not make one.
 */
export class Stages {
  readonly reports: StageReport[] = [];

  get problems(): Problem[] {
    return this.reports.flatMap((report) => report.problems);
  }

  /** Why a stage lacks its input: the reason the stage before did not run, or the first to find problems. */
  private cause(): string {
    const last = this.reports.at(-1);
    if (last?.skipped !== undefined && last.stoppedBy === undefined) return last.skipped;
    const first = this.reports.find((report) => report.problems.length > 0);
    return first
      ? `${first.stage} found ${count(first.problems.length)}`
      : "an earlier stage failed";
  }

  /** Runs `body` on `input`, or records the stage as not run when an earlier stage left none. */
  async run<In, Out>(
    stage: StageName,
    input: In | undefined,
    body: (input: In, found: Problem[]) => Out | undefined | Promise<Out | undefined>,
  ): Promise<Out | undefined> {
    if (input === undefined) {
      this.reports.push({ stage, ms: 0, problems: [], skipped: this.cause() });
      return undefined;
    }
    const faultedBefore = this.problems.length > 0;
    const found: Problem[] = [];
    const report: StageReport = { stage, ms: 0, problems: found };
    const started = performance.now();
    try {
      return await body(input, found);
    } catch (error) {
      // A stage that cannot read its input says so with a DataError (load does).
      if (error instanceof DataError) found.push(...error.problems);
      // On data an earlier stage faulted, a failure is that fault's echo, not a new problem.
      else if (faultedBefore) {
        report.skipped = this.cause();
        report.stoppedBy = error;
      } else throw error;
      return undefined;
    } finally {
      report.ms = performance.now() - started;
      this.reports.push(report);
    }
  }

  /** Like run, but only when no stage has found a problem: these stages lead to writing. */
  runIfClean<In, Out>(
    stage: StageName,
    input: In | undefined,
    body: (input: In, found: Problem[]) => Out | undefined | Promise<Out | undefined>,
  ): Promise<Out | undefined> {
    const problems = this.problems.length;
    // A missing input is the first reason to give: it names the stage that caused it.
    if (problems === 0 || input === undefined) return this.run(stage, input, body);
    const are = problems === 1 ? "is 1 problem" : `are ${problems} problems`;
    this.reports.push({
      stage,
      ms: 0,
      problems: [],
      skipped: `nothing is written while there ${are}`,
    });
    return Promise.resolve(undefined);
  }
}

export interface Generated {
  data: SiteData;
  plan: Plan;
  pages: ComposedPage[];
  editorial: ComposedEditorialPage[];
  /** The fixed pages that are prose (data/pages). */
  prose: ComposedProsePage[];
  photos: SitePhoto[];
  files: OutputFile[];
}

interface Resolved extends Loaded {
  data: SiteData;
  plan: Plan;
  editorialPlan: EditorialPlan;
  known: KnownPages;
  photos: SitePhoto[];
}

/** What the load stage gives the rest. */
export interface Loaded {
  input: LoadedInput;
  formatOptions: FormatOptions;
  /** The generated files now on disk, so formatting can keep what it made before. */
  previous: ReadonlyMap<string, string>;
}

/**
 * validate → format on `stages`. Undefined when any stage found a problem or
 * was not run (the reports in `stages` say which).
 */
export async function runStages(
  stages: Stages,
  loaded: Loaded | undefined,
  kinds: readonly PlaceKindSpec[] = PLACE_KINDS,
): Promise<Generated | undefined> {
  const validated = await stages.run("validate", loaded, (l, found) => {
    const data = validate(l.input, found, kinds);
    return data && { ...l, data };
  });
  const resolved = await stages.run("resolve", validated, (v, found): Resolved => {
    const valid = v.data;
    const plan = resolve(valid, found);
    const editorialPlan = resolveEditorial(plan, valid, found);
    return {
      ...v,
      plan,
      editorialPlan,
      known: knownPages(plan, editorialPlan, valid),
      photos: sitePhotos(
        resolvePhotos(valid.photos, editorialPlan.placeNamed, editorialPlan.pages),
      ),
    };
  });
  const composed = await stages.run("compose", resolved, (r, found) => {
    const editorial = composeEditorial(r.editorialPlan, r.known, r.data, found);
    return {
      ...r,
      pages: withTownSections(compose(r.plan, r.data, r.editorialPlan), r.data, r.known, found),
      editorial,
      // The prose pages list the content families' entries, so they come after them.
      prose: composePages(r.data, r.known, found, r.plan.places, editorial),
    };
  });
  const emitted = await stages.runIfClean("emit", composed, (c) => ({
    ...c,
    emitted: emit(c.plan, c.pages, c.editorial, c.prose, c.data, c.photos),
  }));
  return stages.runIfClean("format", emitted, async (e) => ({
    data: e.data,
    plan: e.plan,
    pages: e.pages,
    editorial: e.editorial,
    prose: e.prose,
    photos: e.photos,
    files: await format(e.emitted, e.formatOptions, e.previous),
  }));
}

export interface GenerateOptions {
  /** The generated files now on disk, so formatting can keep what it made before. */
  previous?: ReadonlyMap<string, string>;
  /** The kinds of page every place gets: the registry, unless a test adds its own. */
  kinds?: readonly PlaceKindSpec[];
}

/** The whole middle at once, for tests and scripts: every stage's problems in one DataError. */
export async function generate(
  input: LoadedInput,
  formatOptions: FormatOptions,
  { previous = new Map(), kinds = PLACE_KINDS }: GenerateOptions = {},
): Promise<Generated> {
  const stages = new Stages();
  const generated = await runStages(stages, { input, formatOptions, previous }, kinds);
  if (stages.problems.length > 0 || !generated) throw new DataError(stages.problems);
  return generated;
}
