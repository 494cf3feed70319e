/**
 * How much of a place page is its own: the measures and targets of the
 * content report, pure so that tests can show each one fail on made-up text.
 *
 * Local share: the page's <main> text in 5-word shingles, with the page's own
 * place name as one token (so "kencot" and "filkins" in the same sentence do
 * not make it local), and the share of those shingles that at most 2 pages of
 * the same kind carry. A template sentence with the name swapped in counts as
 * shared; a sentence written for the place (or two neighbours) counts as local.
 */
import { PLACE_KINDS, type PlaceKindSpec } from "../../model/place-kinds";

export const SHINGLE_SIZE = 5;
/** A shingle carried by this many pages of a kind or fewer is local. */
export const MAX_CARRIERS = 2;
/** Stands for the page's own place name; holds characters `words` never yields, so no real word equals it. */
export const PLACE_TOKEN = "<place>";

/** The content report's tokenizer: lower case; runs of letters, digits, £ and apostrophes. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9£']+/g) ?? [];
}

export function shingleSet(tokens: readonly string[], size = SHINGLE_SIZE): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i + size <= tokens.length; i++) set.add(tokens.slice(i, i + size).join(" "));
  return set;
}

// Typographic apostrophes would split "Perrott’s" where the data has "Perrott's".
const straightApostrophes = (text: string) => text.replace(/[‘’]/g, "'");

/**
 * The words of a page's text with each occurrence of its own name as one
 * token. `names` are the forms the page may show (the told-apart name such
 * as "Broadwell, Oxfordshire", the official name, the name); they go through
 * the same tokenizer, so hyphens and commas match however the page spaces
 * them, and the longest form wins. A possessive ("Witney's") keeps its "'s".
 */
export function wordsWithPlace(text: string, names: readonly string[]): string[] {
  const tokens = words(straightApostrophes(text));
  const forms = [...new Set(names.map((name) => words(straightApostrophes(name)).join(" ")))]
    .filter((form) => form !== "")
    .map((form) => form.split(" "))
    .sort((a, b) => b.length - a.length);
  const suffixAt = (form: string[], i: number): string | undefined => {
    if (i + form.length > tokens.length) return undefined;
    for (let k = 0; k < form.length - 1; k++) if (tokens[i + k] !== form[k]) return undefined;
    const last = tokens[i + form.length - 1]!;
    const stem = form.at(-1)!;
    return [stem, `${stem}'s`, `${stem}'`].includes(last) ? last.slice(stem.length) : undefined;
  };
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const match = forms
      .map((form) => ({ form, suffix: suffixAt(form, i) }))
      .find((m) => m.suffix !== undefined);
    if (match) {
      out.push(PLACE_TOKEN + match.suffix);
      i += match.form.length;
    } else out.push(tokens[i++]!);
  }
  return out;
}

export interface PlaceText {
  path: string;
  tokens: readonly string[];
}

export interface Share {
  path: string;
  /** Local shingles over all distinct shingles of the page; 0 for a page without any. */
  share: number;
  shingles: number;
}

/**
 * Local share of each of `pages`, counting carriers among `population` (by
 * default the pages themselves), which must include every one of `pages`.
 * Shingles are counted once per page, however often the page repeats them.
 */
export function localShares(
  pages: readonly PlaceText[],
  population: readonly PlaceText[] = pages,
  maxCarriers = MAX_CARRIERS,
): Share[] {
  const sets = new Map(population.map((page) => [page.path, shingleSet(page.tokens)]));
  const carriers = new Map<string, number>();
  for (const set of sets.values())
    for (const shingle of set) carriers.set(shingle, (carriers.get(shingle) ?? 0) + 1);
  return pages.map(({ path }) => {
    const set = sets.get(path);
    if (!set)
      throw new Error(`localShares: ${path} is not in the population it is measured against`);
    let local = 0;
    for (const shingle of set) if (carriers.get(shingle)! <= maxCarriers) local++;
    return { path, share: set.size === 0 ? 0 : local / set.size, shingles: set.size };
  });
}

/** Words as a reader counts them: runs between spaces that hold a letter or digit ("Stow-on-the-Wold" is one). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((run) => /[\p{L}\p{N}]/u.test(run)).length;
}

/** The value at rank floor(q × (n − 1)) of sorted values (the lower one for an even median); 0 for none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))]!;
}

export interface GroupFigures {
  /** "town", "town, dedicated", "starlink", "ajax". */
  group: string;
  count: number;
  median: number;
  p10: number;
  /** The five lowest shares, lowest first (ties by path). */
  lowest: Share[];
  wordsMedian: number;
  wordsMax: number;
}

export function groupFigures(
  group: string,
  shares: readonly Share[],
  wordCounts: readonly number[],
): GroupFigures {
  const sorted = shares.map((s) => s.share).sort((a, b) => a - b);
  const counts = [...wordCounts].sort((a, b) => a - b);
  return {
    group,
    count: shares.length,
    median: quantile(sorted, 0.5),
    p10: quantile(sorted, 0.1),
    lowest: [...shares]
      .sort((a, b) => a.share - b.share || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
      .slice(0, 5),
    wordsMedian: quantile(counts, 0.5),
    wordsMax: counts.at(-1) ?? 0,
  };
}

export type ShareTarget = PlaceKindSpec["localShare"];

/** What the place pages must reach, by the group names `groupFigures` was given: each kind's, from the registry. */
export const SHARE_TARGETS: Readonly<Record<string, ShareTarget>> = Object.fromEntries(
  PLACE_KINDS.map((kind) => [kind.id, kind.localShare]),
);
/** Most words a place page's <main> may have (the dedicated town pages excepted). */
export const WORD_LIMIT = 700;

const fmt = (n: number) => n.toFixed(3);

/** One FAIL line per missed share target; none when the group has no target. */
export function shareFailures(
  figures: GroupFigures,
  target: ShareTarget | undefined = SHARE_TARGETS[figures.group],
): string[] {
  if (!target) return [];
  const failures: string[] = [];
  if (figures.count === 0) return [`FAIL: ${figures.group} pages: none to measure`];
  if (figures.median < target.median)
    failures.push(
      `FAIL: ${figures.group} pages: local share median ${fmt(figures.median)} < ${target.median.toFixed(2)}`,
    );
  if (figures.p10 < target.p10)
    failures.push(
      `FAIL: ${figures.group} pages: local share p10 ${fmt(figures.p10)} < ${target.p10.toFixed(2)}`,
    );
  return failures;
}

export interface PageWords {
  path: string;
  words: number;
}

/** Pages over the limit, longest first (ties by path). */
export function overLimit(pages: readonly PageWords[], limit = WORD_LIMIT): PageWords[] {
  return pages
    .filter((page) => page.words > limit)
    .sort((a, b) => b.words - a.words || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Titles the title rule cut to 57 characters: they end in "...". */
export function cutTitles<P extends { path: string; title: string }>(pages: readonly P[]): P[] {
  return pages.filter((page) => page.title.endsWith("..."));
}
