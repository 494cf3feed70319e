/** The edit table (bench/edit-table.ts) as Markdown, formatted as `prettier --check` expects. */
import { format, resolveConfig } from "prettier";
import type { BuildReading, EditFigures, EditTable, EditTablesFigures } from "./edit-table";
import { touched } from "./page-changes";

/** The issue's targets for an owner's edit. */
export const EDIT_TARGETS = {
  /**
   * Pages rendered beyond (or short of) the pages changed: the pages that name the edited place
   * (its own pages, its neighbours', its county's) are rendered and may come out the same.
   */
  namingSlack: 25,
  /** An edit changing fewer than this share of the pages… */
  smallShare: 0.05,
  /** …builds within this much of the cold build; */
  smallOverCold: 0.15,
  /** any other edit (a price, a template line: every page of a kind) within the cold build. */
  wideOverCold: 1,
} as const;

/** Pages whose bytes changed, were added or removed. */
export const pagesChanged = (edit: EditFigures) => touched(edit.changes.pages);

/** Whether the pre-render rendered the pages that changed, and few more. */
export function renderedAsChanged(edit: EditFigures): boolean {
  const { changed, added } = edit.changes.pages;
  return Math.abs(edit.rendered - (changed + added)) <= EDIT_TARGETS.namingSlack;
}

/** The most the edit's build may take, over the cold build. */
export function timeTarget(edit: EditFigures, cold: BuildReading): number {
  return pagesChanged(edit) < EDIT_TARGETS.smallShare * cold.html
    ? EDIT_TARGETS.smallOverCold
    : EDIT_TARGETS.wideOverCold;
}

const MISSED = " ✗";

/** " (+1 −1)": the pages among those changed that the edit added and removed, when any. */
function addedRemoved(edit: EditFigures): string {
  const { added, removed } = edit.changes.pages;
  return added + removed === 0 ? "" : ` (+${added} −${removed})`;
}

/** CPU seconds (user and system), which others' work moves less than wall time, and over cold. */
function cpu(build: BuildReading, cold: BuildReading): string {
  if (build.cpuSeconds === undefined) return "n/a";
  const ratio =
    build === cold || cold.cpuSeconds === undefined
      ? ""
      : ` (${(build.cpuSeconds / cold.cpuSeconds).toFixed(2)}×)`;
  return `${build.cpuSeconds.toFixed(2)}${ratio}`;
}

function editCells(edit: EditFigures, cold: BuildReading): string[] {
  const ratio = edit.seconds / cold.seconds;
  const slow = ratio > timeTarget(edit, cold) ? MISSED : "";
  const excess = renderedAsChanged(edit) ? "" : MISSED;
  return [
    `${edit.seconds.toFixed(2)} (${ratio.toFixed(2)}×)${slow}`,
    cpu(edit, cold),
    edit.generateSeconds.toFixed(2),
    `${edit.rendered} / ${pagesChanged(edit)}${addedRemoved(edit)}${excess}`,
  ];
}

const row = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;

function table(tables: readonly EditTable[]): string[] {
  const head = [
    "edit",
    ...tables.flatMap(({ factor }) => [
      `${factor}x: s (× cold)`,
      "CPU s",
      "generate s",
      "rendered / changed",
    ]),
  ];
  const names = tables[0]?.edits.map((edit) => edit.name) ?? [];
  return [
    row(head),
    row(head.map(() => "---")),
    row([
      "cold build",
      ...tables.flatMap(({ cold }) => [
        cold.seconds.toFixed(2),
        cpu(cold, cold),
        cold.generateSeconds.toFixed(2),
        `${cold.rendered} / ${cold.html}`,
      ]),
    ]),
    ...names.map((name) =>
      row([
        name,
        ...tables.flatMap((figures) => {
          const edit = figures.edits.find((other) => other.name === name);
          return edit ? editCells(edit, figures.cold) : ["n/a", "n/a", "n/a", "n/a"];
        }),
      ]),
    ),
  ];
}

const most = (values: readonly (number | undefined)[]) =>
  values.every((value): value is number => value !== undefined)
    ? Math.max(...values).toFixed(2)
    : "n/a";

function markdown(figures: EditTablesFigures): string {
  const { tables } = figures;
  const builds = tables.flatMap((each) => [each.cold, ...each.edits]);
  const sizes = tables
    .map((each) => `${each.factor}x ${each.places} places, ${each.cold.html} pages`)
    .join("; ");
  return [
    "## Owner's edits",
    "",
    `${figures.commit ? `Commit ${figures.commit}, ` : ""}${figures.date}; ${sizes}. One run each; others used at most ${most(builds.map((build) => build.othersCores))} cores.`,
    "",
    ...table(tables),
    "",
    `Each edit (\`bench/owner-edits.ts\`) built after a full build, then undone and built again. s: the whole \`npm run build\`; CPU: its user and system time, less moved by others' work; generate: its phase. Changed: pages of \`dist/client\` whose bytes changed, added (+) or removed (−). ✗: a target missed (rendered = changed within ${EDIT_TARGETS.namingSlack} pages; under ${EDIT_TARGETS.smallShare * 100} % of pages changed within ${EDIT_TARGETS.smallOverCold}× cold, else ${EDIT_TARGETS.wideOverCold}×).`,
    "",
  ].join("\n");
}

/** The edit table, the section of docs/benchmarks.md the bench writes, its paragraphs wrapped. */
export async function renderEditReport(
  figures: EditTablesFigures,
  filepath: string,
): Promise<string> {
  const options = await resolveConfig(filepath);
  return format(markdown(figures), { ...options, filepath, proseWrap: "always" });
}
