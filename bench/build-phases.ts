/**
 * `npm run build` by phase, cold (as from a fresh clone) and after a
 * one-town edit (dist/ and caches kept), then the generator with nothing
 * changed. A build that prints its phases (a line such as `generate  <seconds> s  <pages> pages`)
 * and a summary line gives its own split; for one that does not, each step
 * its `npm run build` runs is timed alone, in order, as its phases.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  measure,
  median,
  mostOthers,
  progress,
  repeat,
  undisturbed,
  type Measured,
  type Repeated,
} from "./measure";
import { removeBuildLeftovers } from "./project-copy";

export interface PhaseFigures {
  name: string;
  seconds: number;
  /** CPU seconds, when the phase was timed as its own command. */
  cpuSeconds?: number | undefined;
  /** What the build said of the phase (last run), or the command timed. */
  note: string;
}

export interface BuildFigures {
  /** Where the split comes from. */
  phaseSource: "build output" | "steps timed one by one";
  phases: PhaseFigures[];
  /** The whole `npm run build`, wall time. */
  seconds: number;
  /** Each run's seconds, in the order they ran: how far the machine moved the median. */
  runSeconds?: number[];
  /** CPU seconds (user and system) of the whole build. */
  cpuSeconds: number | undefined;
  /** The largest process of the whole build, from GNU time. */
  peakMb: number | undefined;
  /** The build's own summary line, when it prints one. */
  reported: { pages: number; files: number; seconds: number; peakMb: number } | undefined;
  htmlFiles: number;
  htmlBytes: number;
  load: number;
  othersCores: number | undefined;
  /** The same for the steps timed one by one, when they were. */
  stepsOthersCores?: number | undefined;
}

export interface GenerateFigures {
  /** The generator's own timing from its summary line; undefined if it printed none. */
  insideSeconds: number | undefined;
  wallSeconds: number;
  cpuSeconds: number | undefined;
  peakMb: number | undefined;
  summary: string;
  load: number;
  othersCores: number | undefined;
}

export interface BuildPhasesFigures {
  cold: BuildFigures;
  edit: BuildFigures;
  unchanged: GenerateFigures;
}

const PHASE_LINE = /^([a-z][a-z ]*?) +(\d+\.\d\d) s {2}(.*)$/gm;
const SUMMARY_LINE =
  /^build: (\d+) pages, (\d+) files written in ([\d.]+) s, peak memory (\d+) MB$/m;
const GENERATE_LINE =
  /^generate: (\d+) pages, (\d+) written, (\d+) unchanged, (\d+) removed in ([\d.]+) s(?: \(.*\))?$/m;

// The edit: a key feature of Witney, which changes its page.
const WITNEY_FEATURE = "  keyFeatures:\n    - Market town on the River Windrush";

/**
 * The one-town edit of `scratch`'s data/locations.yaml: each `edit()` gives
 * Witney's first key feature a new text, so every edit build renders its page
 * again; `restore()` puts the file back.
 */
export async function oneTownEdits(scratch: string) {
  const locations = path.join(scratch, "data/locations.yaml");
  const original = await readFile(locations, "utf8");
  if (!original.includes(WITNEY_FEATURE))
    throw new Error(`${scratch}: Witney's first key feature has moved`);
  let edits = 0;
  return {
    edit: () =>
      writeFile(locations, original.replace(WITNEY_FEATURE, `${WITNEY_FEATURE} (edit ${++edits})`)),
    restore: () => writeFile(locations, original),
  };
}

/** The steps of `npm run build` in a tree whose build prints no phases (package.json's build and build:site). */
const STEPS: { name: string; command: (bin: (name: string) => string) => string[] }[] = [
  { name: "generate", command: (bin) => [bin("tsx"), "generator/cli.ts", "--quiet"] },
  { name: "photos", command: (bin) => [bin("tsx"), "scripts/photos.ts"] },
  { name: "vike build", command: (bin) => [bin("vike"), "build"] },
  { name: "site files", command: (bin) => [bin("tsx"), "scripts/site-files.ts"] },
  { name: "static-host files", command: (bin) => [bin("tsx"), "scripts/static-host-files.ts"] },
  { name: "precompress", command: (bin) => [bin("tsx"), "scripts/precompress.ts"] },
];

// Colour codes, which a build may print around its phase lines.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const output = (run: Measured) => `${run.stdout}\n${run.stderr}`.replace(ANSI, "");

export function phasesPrinted(run: Measured): PhaseFigures[] {
  return [...output(run).matchAll(PHASE_LINE)].map((match) => ({
    name: match[1]!,
    seconds: Number(match[2]),
    note: match[3]!,
  }));
}

/** The median of each phase over the runs, in the order of the last run. */
function medianPhases(runs: PhaseFigures[][]): PhaseFigures[] {
  const last = runs.at(-1) ?? [];
  return last.map((phase) => ({
    ...phase,
    seconds: median(
      runs.map((phases) => phases.find((other) => other.name === phase.name)?.seconds ?? 0),
    ),
    cpuSeconds:
      phase.cpuSeconds === undefined
        ? undefined
        : median(
            runs.map(
              (phases) => phases.find((other) => other.name === phase.name)?.cpuSeconds ?? 0,
            ),
          ),
  }));
}

async function htmlFiles(scratch: string): Promise<{ count: number; bytes: number }> {
  const client = path.join(scratch, "dist/client");
  const files = (await readdir(client, { recursive: true })).filter((file) =>
    file.endsWith(".html"),
  );
  const sizes = await Promise.all(
    files.map(async (file) => (await stat(path.join(client, file))).size),
  );
  return { count: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

export async function benchBuildPhases(scratch: string, runs: number): Promise<BuildPhasesFigures> {
  const bin = (name: string) => path.join(scratch, "node_modules/.bin", name);
  const build = () => measure(scratch, ["npm", "run", "-s", "build"]);
  const clean = () => removeBuildLeftovers(scratch);
  const edits = await oneTownEdits(scratch);

  /** The steps one by one after `setup`, each timed; `runs` times. */
  const timeSteps = async (label: string, setup: () => Promise<void>) => {
    const perRun: PhaseFigures[][] = [];
    const measured: Measured[] = [];
    for (let i = 1; i <= runs; i++) {
      const steps = await undisturbed(
        `${label}, steps one by one`,
        setup,
        () =>
          STEPS.map((step) => {
            const command = step.command(bin);
            const shown = [path.basename(command[0]!), ...command.slice(1)].join(" ");
            return { step: step.name, shown, run: measure(scratch, command) };
          }),
        (results) => mostOthers(results.map(({ run }) => run)),
      );
      measured.push(...steps.map(({ run }) => run));
      const phases = steps.map(({ step, shown, run }) => ({
        name: step,
        seconds: run.seconds,
        cpuSeconds: run.cpuSeconds,
        note: `\`${shown}\``,
      }));
      perRun.push(phases);
      const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
      const others = mostOthers(steps.map(({ run }) => run))?.toFixed(2) ?? "n/a";
      progress(
        `${label}, steps one by one ${i}/${runs}: ${total.toFixed(2)} s (others used up to ${others} cores)`,
      );
    }
    return { phases: medianPhases(perRun), othersCores: mostOthers(measured) };
  };

  const figures = async (label: string, whole: Repeated, setup: () => Promise<void>) => {
    const printed = whole.runs.map(phasesPrinted);
    const summaries = whole.runs.map((run) => SUMMARY_LINE.exec(output(run)));
    const last = summaries.at(-1);
    const html = await htmlFiles(scratch);
    const result: BuildFigures = {
      phaseSource: printed.every((phases) => phases.length > 0)
        ? "build output"
        : "steps timed one by one",
      phases: [],
      seconds: whole.seconds,
      runSeconds: whole.runs.map((run) => run.seconds),
      cpuSeconds: whole.cpuSeconds,
      peakMb: whole.peakMb,
      reported: last
        ? {
            pages: Number(last[1]),
            files: Number(last[2]),
            seconds: median(summaries.map((match) => Number(match?.[3] ?? 0))),
            peakMb: median(summaries.map((match) => Number(match?.[4] ?? 0))),
          }
        : undefined,
      htmlFiles: html.count,
      htmlBytes: html.bytes,
      load: whole.load,
      othersCores: whole.othersCores,
    };
    if (result.phaseSource === "build output") {
      result.phases = medianPhases(printed);
    } else {
      const steps = await timeSteps(label, setup);
      result.phases = steps.phases;
      result.stepsOthersCores = steps.othersCores;
    }
    return result;
  };

  const coldWhole = await repeat("build cold", runs, clean, build);
  const cold = await figures("build cold", coldWhole, clean);
  const editWhole = await repeat("build after a one-town edit", runs, edits.edit, build);
  const edit = await figures("build after a one-town edit", editWhole, edits.edit);

  // Nothing changed since the last build: the generator should find nothing to write.
  const generate = await repeat(
    "generate, nothing changed",
    runs,
    async () => {},
    () => measure(scratch, [bin("tsx"), "generator/cli.ts", "--quiet"]),
  );
  const summaries = generate.runs.map((run) => GENERATE_LINE.exec(output(run)));
  const unchanged: GenerateFigures = {
    insideSeconds: summaries.every((match) => match !== null)
      ? median(summaries.map((match) => Number(match[5])))
      : undefined,
    wallSeconds: generate.seconds,
    cpuSeconds: generate.cpuSeconds,
    peakMb: generate.peakMb,
    summary: summaries.at(-1)?.[0] ?? "no summary line",
    load: generate.load,
    othersCores: generate.othersCores,
  };
  await edits.restore();
  return { cold, edit, unchanged };
}
