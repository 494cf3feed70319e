/**
 * The metadata rules, to the character: a title under 55 characters gets a suffix (while the
 * business makes the no-call-out claim) and one over 60 is cut; a description under 140 gets a
 * suffix and one over 160 is cut.
 */

import type { TitleSuffixes } from "./claims";

/**
 * A title under 55 characters that lacks the long suffix gets it, or the
 * short one when the long one would pass 60; then a title over 60 is cut to
 * 57 characters plus "...". `suffixes` come from the no-call-out claim
 * (model/claims.ts `titleSuffixes`); null while it is off: no suffix.
 */
export function normaliseTitle(title: string, suffixes: TitleSuffixes | null): string {
  const result = withSuffix(title, suffixes);
  return result.length > 60 ? `${result.slice(0, 57)}...` : result;
}

function withSuffix(title: string, suffixes: TitleSuffixes | null): string {
  if (!suffixes || title.length >= 55 || title.includes(suffixes.long)) return title;
  const long = title + suffixes.long;
  return long.length > 60 ? title + suffixes.short : long;
}

/** True when the rule would cut the title: 47 to 54 characters (with the suffixes), or over 60. */
export const wouldBeCut = (title: string, suffixes: TitleSuffixes | null): boolean =>
  withSuffix(title, suffixes).length > 60;

/**
 * The variant at `start`, or where the rule would cut it, the next one that
 * it leaves whole: still fixed by the hash, never a title ending in "...".
 */
export function pickTitle(
  variants: readonly string[],
  start: number,
  suffixes: TitleSuffixes | null,
): string {
  for (let i = 0; i < variants.length; i++) {
    const title = variants[(start + i) % variants.length]!;
    if (!wouldBeCut(title, suffixes)) return title;
  }
  return variants[start]!;
}

/**
 * Under 140 characters: the suffix is appended (" Professional service
 * guaranteed.", from model/claims.ts while a guarantee stands
 * behind it); then over 160: cut to 157 plus "...".
 */
export function normaliseDescription(description: string, suffix: string): string {
  const result = description.length < 140 ? description + suffix : description;
  return result.length > 160 ? `${result.slice(0, 157)}...` : result;
}

/** True when the rule would cut the description rather than keep it whole. */
export const descriptionWouldBeCut = (description: string, suffix: string): boolean =>
  (description.length < 140 ? description + suffix : description).length > 160;

/**
 * The description variant at `start`, or where the rule would cut it, the next
 * one it leaves whole (a description is never cut short).
 */
export function pickDescription(
  variants: readonly string[],
  start: number,
  suffix: string,
): string {
  for (let i = 0; i < variants.length; i++) {
    const description = variants[(start + i) % variants.length]!;
    if (!descriptionWouldBeCut(description, suffix)) return description;
  }
  return variants[start]!;
}

/** Lowercased, first occurrence kept, order kept. */
export function uniqueKeywords(phrases: string[]): string[] {
  return [...new Set(phrases.map((phrase) => phrase.trim().toLowerCase()).filter(Boolean))];
}

/** "A", "A and B", "A, B and C". */
export function proseList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
