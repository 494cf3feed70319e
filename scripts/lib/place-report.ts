/**
 * The place-page part of the content report, shared by `npm run report:content`
 * and the site test that holds the real build to the same targets: local share
 * and words of <main> per kind of place page, and cut titles over every page.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { tellApart } from "../../model/location-index";
import type { Manifest } from "../../model/routes";
import { kindPath, PLACE_KINDS, type PlaceKind } from "../../model/place-kinds";
import type { BuiltPage } from "../../build/built-site";
import {
  countWords,
  cutTitles,
  groupFigures,
  localShares,
  MAX_CARRIERS,
  overLimit,
  PLACE_TOKEN,
  SHARE_TARGETS,
  shareFailures,
  SHINGLE_SIZE,
  WORD_LIMIT,
  wordsWithPlace,
  type GroupFigures,
  type PageWords,
  type PlaceText,
} from "./local-share";

/** The towns with their own sections: one file each in data/towns/, named by slug. */
export function dedicatedTownSlugs(root = "."): Set<string> {
  return new Set(
    readdirSync(path.join(root, "data/towns"))
      .filter((file) => file.endsWith(".md"))
      .map((file) => file.slice(0, -".md".length)),
  );
}

const isPlaceKind = (kind: string): kind is PlaceKind => PLACE_KINDS.some((k) => k.id === kind);

export interface PlacePage {
  path: string;
  kind: PlaceKind;
  /** Every form of the place's own name a page may show: told apart, official, plain. */
  names: string[];
  /** A town page with its own sections (data/towns/<slug>.md). */
  dedicated: boolean;
}

/** The town, Starlink and Ajax pages of the manifest, each with its place's names. */
export function placePagesOf(
  manifest: Pick<Manifest, "pages" | "places">,
  dedicatedSlugs: ReadonlySet<string>,
): PlacePage[] {
  const toldApart = tellApart(manifest.places);
  const placeAt = new Map(
    manifest.places.flatMap((place) =>
      PLACE_KINDS.map((kind) => [kindPath(kind, place.slug), place] as const),
    ),
  );
  return manifest.pages.flatMap((page) => {
    if (!isPlaceKind(page.kind)) return [];
    const place = placeAt.get(page.path);
    if (!place) throw new Error(`manifest: no place has the page ${page.path}`);
    const names = [toldApart(place), place.officialName, place.name].filter(
      (name): name is string => name !== undefined,
    );
    return [
      {
        path: page.path,
        kind: page.kind,
        names: [...new Set(names)],
        dedicated: page.kind === "town" && dedicatedSlugs.has(place.slug),
      },
    ];
  });
}

export interface PlaceReport {
  groups: GroupFigures[];
  /** Place pages of the manifest that the build lacks. */
  missing: string[];
  /** Measured place pages whose <main> never shows their own name as `names` gives it. */
  unnamed: string[];
  /** Place pages over WORD_LIMIT words of <main>, dedicated town pages excepted. */
  long: PageWords[];
  /** Pages (of every kind) whose title the title rule cut. */
  cut: { path: string; title: string }[];
  titlesChecked: number;
  failures: string[];
}

type Measured = PlacePage & PlaceText & { words: number };

export function placeReport(
  built: readonly Pick<BuiltPage, "path" | "title" | "copyText">[],
  placePages: readonly PlacePage[],
): PlaceReport {
  const byPath = new Map(built.map((page) => [page.path, page]));
  const missing = placePages.filter((page) => !byPath.has(page.path)).map((page) => page.path);
  const measured: Measured[] = placePages.flatMap((page) => {
    const text = byPath.get(page.path)?.copyText;
    if (text === undefined) return [];
    return [{ ...page, tokens: wordsWithPlace(text, page.names), words: countWords(text) }];
  });

  const figuresOf = (group: string, pages: Measured[], population: Measured[] = pages) =>
    groupFigures(
      group,
      localShares(pages, population),
      pages.map((page) => page.words),
    );
  const towns = measured.filter((page) => page.kind === "town");
  // Dedicated pages get no credit for text they share with template pages: their carriers are all town pages.
  const groups = [
    figuresOf(
      "town",
      towns.filter((page) => !page.dedicated),
    ),
    figuresOf(
      "town, dedicated",
      towns.filter((page) => page.dedicated),
      towns,
    ),
    ...PLACE_KINDS.filter((kind) => kind.id !== "town").map((kind) =>
      figuresOf(
        kind.id,
        measured.filter((page) => page.kind === kind.id),
      ),
    ),
  ];
  const long = overLimit(measured.filter((page) => !page.dedicated));
  const cut = cutTitles(built).map(({ path, title }) => ({ path, title }));
  const unnamed = measured
    .filter((page) => !page.tokens.some((token) => token.startsWith(PLACE_TOKEN)))
    .map((page) => page.path);

  const failures = groups.flatMap((figures) => shareFailures(figures));
  if (missing.length > 0)
    failures.push(
      `FAIL: ${missing.length} place pages not built: ${missing.slice(0, 5).join(" ")}`,
    );
  if (long.length > 0)
    failures.push(
      `FAIL: ${long.length} place pages over ${WORD_LIMIT} words of <main>: ${long
        .slice(0, 5)
        .map((page) => `${page.path} (${page.words})`)
        .join(", ")}`,
    );
  if (cut.length > 0)
    failures.push(
      `FAIL: ${cut.length} titles cut to 57 characters + "...": ${cut
        .slice(0, 3)
        .map((page) => `${page.path} "${page.title}"`)
        .join(", ")}`,
    );
  return { groups, missing, unnamed, long, cut, titlesChecked: built.length, failures };
}

const fmt = (n: number) => n.toFixed(3);

/** The report as printed: figures per group, then the word and title checks, then the FAIL lines. */
export function formatPlaceReport(report: PlaceReport): string[] {
  const lines = [
    `place pages: local share = share of a page's ${SHINGLE_SIZE}-word shingles of <main> without its figures (own name as one token) that at most ${MAX_CARRIERS} pages of its kind carry`,
  ];
  for (const g of report.groups) {
    const target = SHARE_TARGETS[g.group];
    lines.push(
      `  ${g.group}: ${g.count} pages; local share median ${fmt(g.median)}  p10 ${fmt(g.p10)}` +
        (target
          ? `  (targets ${target.median.toFixed(2)}, ${target.p10.toFixed(2)})`
          : "  (no target; carriers counted over all town pages)") +
        `; words of <main> median ${g.wordsMedian}, max ${g.wordsMax}`,
    );
    lines.push(
      `    lowest: ${g.lowest.map((s) => `${s.path} ${fmt(s.share)}`).join(", ") || "none"}`,
    );
  }
  const measured = report.groups.reduce((n, g) => n + g.count, 0);
  lines.push(
    `  own name found in <main> on ${measured - report.unnamed.length} of ${measured} place pages` +
      (report.unnamed.length > 0 ? `; not on ${report.unnamed.slice(0, 5).join(" ")}` : ""),
  );
  lines.push(
    `  place pages over ${WORD_LIMIT} words of <main> (dedicated town pages excepted): ${report.long.length}`,
  );
  lines.push(`  titles cut ("..."): ${report.cut.length} of ${report.titlesChecked} pages`);
  return [...lines, ...report.failures.map((line) => `  ${line}`)];
}
