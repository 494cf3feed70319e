/**
 * `npm run bench -- --alternate DIR`: the build of the tree in DIR (before)
 * and of this project (after), cold and after a one-town edit, taken in
 * turn (each first in every other round), with Astro's reference built once
 * in every round. On a machine whose speed moves by a fifth from one hour to
 * the next, two sittings one after the other compare the hours as much as
 * the trees; runs taken in turn see the same machine. Prints each figure's
 * median and range side by side, in how many rounds the after tree was the
 * quicker, and the ratios the targets are set in, from the medians.
 */
import { rm } from "node:fs/promises";
import { benchAstro } from "./astro-reference";
import { oneTownEdits, phasesPrinted } from "./build-phases";
import { measure, median, progress, undisturbed, type Measured } from "./measure";
import { removeBuildLeftovers, scratchCopy } from "./project-copy";

/** One build's figures: wall and CPU seconds, the pages it has, the seconds of each phase it printed. */
interface Run {
  seconds: number;
  cpuSeconds: number;
  pages: number;
  phases: Map<string, number>;
}

const runOf = (measured: Measured): Run => ({
  seconds: measured.seconds,
  cpuSeconds: measured.cpuSeconds ?? Number.NaN,
  pages: Number(/^build: (\d+) pages/m.exec(measured.stdout)?.[1] ?? Number.NaN),
  phases: new Map(phasesPrinted(measured).map((phase) => [phase.name, phase.seconds])),
});

/** A scratch copy of a tree, with what a cold build and a one-town edit do to it. */
async function side(project: string) {
  const scratch = await scratchCopy(project);
  const edits = await oneTownEdits(scratch);
  const build = async (label: string, setup: () => Promise<void>) =>
    runOf(
      await undisturbed(
        label,
        setup,
        () => measure(scratch, ["npm", "run", "-s", "build"]),
        (run) => run.othersCores,
      ),
    );
  return {
    scratch,
    cold: () => build(`${project}: cold build`, () => removeBuildLeftovers(scratch)),
    edit: () => build(`${project}: build after a one-town edit`, edits.edit),
  };
}

const range = (values: readonly number[]) =>
  `${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)})`;

/** A row: the medians and ranges of both sides, and in how many rounds after was the lower. */
function row(label: string, before: number[], after: number[]): string {
  const lower = after.filter((value, i) => value < before[i]!).length;
  return `| ${label} | ${range(before)} | ${range(after)} | ${lower} of ${after.length} |`;
}

export async function benchAlternate(
  beforeDir: string,
  afterDir: string,
  rounds: number,
  label: { before: string; after: string },
): Promise<string> {
  const sides = [await side(beforeDir), await side(afterDir)] as const;
  const cold: Run[][] = [[], []];
  const edit: Run[][] = [[], []];
  const astro: number[] = [];
  let astroPages = 0;
  try {
    for (let round = 1; round <= rounds; round++) {
      // Each tree goes first in every other round. With before always first, nine
      // rounds had the after tree's generator phase after an edit slower in all nine,
      // though its code was the same as before's.
      const order = round % 2 === 1 ? [0, 1] : [1, 0];
      for (const i of order) cold[i]!.push(await sides[i]!.cold());
      for (const i of order) edit[i]!.push(await sides[i]!.edit());
      const reference = await benchAstro(1);
      astro.push(reference.seconds);
      astroPages = reference.pages;
      const last = (runs: Run[][]) => runs.map((side) => side.at(-1)!.seconds.toFixed(2));
      progress(
        `round ${round}/${rounds}: cold ${last(cold).join(" / ")} s, edit ${last(edit).join(" / ")} s, Astro ${reference.seconds.toFixed(2)} s`,
      );
    }
  } finally {
    for (const tree of sides) await rm(tree.scratch, { recursive: true, force: true });
  }
  const seconds = (runs: Run[]) => runs.map((run) => run.seconds);
  const cpu = (runs: Run[]) => runs.map((run) => run.cpuSeconds);
  const phase = (runs: Run[], name: string) => runs.map((run) => run.phases.get(name) ?? 0);
  const [coldBefore, coldAfter] = cold as [Run[], Run[]];
  const [editBefore, editAfter] = edit as [Run[], Run[]];
  // The ratios, from the medians: per page against Astro's, and the edit against the cold build.
  const perPage = (runs: Run[]) => median(seconds(runs)) / runs.at(-1)!.pages;
  const astroPerPage = median(astro) / astroPages;
  const ratios = (coldRuns: Run[], editRuns: Run[]) =>
    `cold / Astro ${(perPage(coldRuns) / astroPerPage).toFixed(2)}, edit / cold ${(median(seconds(editRuns)) / median(seconds(coldRuns))).toFixed(2)}`;
  return [
    `Before: ${label.before}; after: ${label.after}. ${rounds} rounds, each a cold build of both trees, then a build of each after a one-town edit (before first in odd rounds, after first in even ones), and Astro's ${astroPages} pages; seconds, median (range).`,
    "",
    "| | before | after | after lower in |",
    "| --- | --- | --- | --- |",
    row("cold build (s)", seconds(coldBefore), seconds(coldAfter)),
    row("cold build, CPU (s)", cpu(coldBefore), cpu(coldAfter)),
    row("cold: bundle (s)", phase(coldBefore, "bundle"), phase(coldAfter, "bundle")),
    row("cold: prerender (s)", phase(coldBefore, "prerender"), phase(coldAfter, "prerender")),
    row("after a one-town edit (s)", seconds(editBefore), seconds(editAfter)),
    row("after an edit, CPU (s)", cpu(editBefore), cpu(editAfter)),
    row("after an edit: generate (s)", phase(editBefore, "generate"), phase(editAfter, "generate")),
    `| Astro, ${astroPages} pages (s) | ${range(astro)} | | |`,
    "",
    `From the medians: before ${ratios(coldBefore, editBefore)}; after ${ratios(coldAfter, editAfter)}.`,
    "",
  ].join("\n");
}
