/**
 * `npm run bench -- --edits N[,M…]`: the owner's edits (bench/owner-edits.ts)
 * in a scratch copy with N times the places. After a cold build, each edit is
 * made and built, timed, with the pages the pre-render rendered and the
 * files of dist/client whose bytes changed; then undone and built again
 * (untimed), so every edit is measured against the same full build.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { bundlesKept, phaseLines, phaseOf, prerenderCounts } from "./build-lines";
import { measure, progress, undisturbed, type Measured } from "./measure";
import { OWNER_EDITS, type OwnerEdit } from "./owner-edits";
import {
  fileHashes,
  pageChanges,
  touched,
  type FileHashes,
  type PageChanges,
} from "./page-changes";
import { removeBuildLeftovers, scratchCopy } from "./project-copy";
import { scaledPlaces } from "./scaled-places";

/** One `npm run build`, as timed and as it described itself. */
export interface BuildReading {
  seconds: number;
  cpuSeconds: number | undefined;
  peakMb: number | undefined;
  othersCores: number | undefined;
  /** The generate phase, as the build printed it. */
  generateSeconds: number;
  html: number;
  rendered: number;
  /** Whether the bundle phase kept the last build's bundles; undefined when it printed no such phase. */
  bundlesKept: boolean | undefined;
}

export interface EditFigures extends BuildReading {
  name: string;
  file: string;
  changes: PageChanges;
}

export interface EditTable {
  factor: number;
  places: number;
  cold: BuildReading;
  edits: EditFigures[];
}

export interface EditTablesFigures {
  /** The measured tree's commit, when it is a git work tree. */
  commit: string | undefined;
  date: string;
  tables: EditTable[];
}

/** What `npm run build` printed, read: fails naming the line it could not read. */
export function readBuild(run: Measured): BuildReading {
  const output = `${run.stdout}\n${run.stderr}`;
  const counts = prerenderCounts(phaseOf(output, "prerender").detail);
  const bundle = phaseLines(output).find((phase) => phase.name === "bundle");
  return {
    seconds: run.seconds,
    cpuSeconds: run.cpuSeconds,
    peakMb: run.peakMb,
    othersCores: run.othersCores,
    generateSeconds: phaseOf(output, "generate").seconds,
    html: counts.html,
    rendered: counts.rendered,
    bundlesKept: bundle === undefined ? undefined : bundlesKept(bundle.detail),
  };
}

function buildIn(scratch: string, what: string): Measured {
  try {
    return measure(scratch, ["npm", "run", "-s", "build"]);
  } catch (error) {
    throw new Error(`the build ${what} failed: ${String(error)}`, { cause: error });
  }
}

/** One edit built after the full build; the copy built back to that full build afterwards. */
async function benchEdit(scratch: string, edit: OwnerEdit, label: string): Promise<EditFigures> {
  const file = path.join(scratch, edit.file);
  const client = path.join(scratch, "dist/client");
  const original = await readFile(file, "utf8");
  const edited = edit.apply(original);
  let made = false;
  const undo = async () => {
    await writeFile(file, original);
    buildIn(scratch, `after undoing ${edit.name}`);
    made = false;
  };
  let before: FileHashes = new Map();
  const run = await undisturbed(
    label,
    async () => {
      // A run taken again starts, as the first did, from the full build.
      if (made) await undo();
      before = await fileHashes(client);
      await writeFile(file, edited);
      made = true;
    },
    () => buildIn(scratch, `after ${edit.name}`),
    (result) => result.othersCores,
  );
  const changes = pageChanges(before, await fileHashes(client));
  const figures = { ...readBuild(run), name: edit.name, file: edit.file, changes };
  const bundles =
    figures.bundlesKept === undefined ? "not said" : figures.bundlesKept ? "kept" : "made";
  progress(
    `${label}: ${run.seconds.toFixed(2)} s (generate ${figures.generateSeconds.toFixed(2)} s, bundles ${bundles}), ${figures.rendered} rendered, ${touched(changes.pages)} pages changed`,
  );
  await undo();
  const restored = pageChanges(before, await fileHashes(client));
  if (touched(restored.pages) + touched(restored.others) > 0) {
    progress(
      `${label}: undone and built again, dist/client differs from the full build in ${touched(restored.pages)} pages and ${touched(restored.others)} other files`,
    );
  }
  return figures;
}

/** The edit table of `project` with `factor` times its places. */
async function benchFactor(project: string, factor: number): Promise<EditTable> {
  const scratch = await scratchCopy(project);
  try {
    const locations = path.join(scratch, "data/locations.yaml");
    const grown = scaledPlaces(await readFile(locations, "utf8"), factor);
    await writeFile(locations, grown);
    const places = grown.match(/^- name:/gm)?.length ?? 0;
    // As a clone has them: the generated files up to date with the data, before the first build.
    if (factor > 1) measure(scratch, ["npm", "run", "-s", "generate", "--", "--quiet"]);
    const cold = readBuild(
      await undisturbed(
        `cold build at ${factor}x`,
        () => removeBuildLeftovers(scratch),
        () => buildIn(scratch, "from cold"),
        (result) => result.othersCores,
      ),
    );
    progress(`cold build at ${factor}x: ${cold.seconds.toFixed(2)} s, ${cold.html} pages`);
    const edits: EditFigures[] = [];
    for (const edit of OWNER_EDITS) {
      edits.push(await benchEdit(scratch, edit, `${edit.name} at ${factor}x`));
    }
    return { factor, places, cold, edits };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The edit table at each factor of `factors`, in turn. */
export async function benchEdits(
  project: string,
  factors: readonly number[],
  commit: string | undefined,
): Promise<EditTablesFigures> {
  const tables: EditTable[] = [];
  for (const factor of factors) tables.push(await benchFactor(project, factor));
  return { commit, date: new Date().toISOString().slice(0, 10), tables };
}
