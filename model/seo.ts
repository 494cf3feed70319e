/**
 * The metadata rules, to the character: a title under 55 characters gets a suffix and one over
 * 60 is cut; a description under 140 gets a suffix and one over 160 is cut.
 */

export const LONG_SUFFIX = " | No Call Out Charge";
export const SHORT_SUFFIX = " | No Call Out";

/**
 * A title under 55 characters that lacks the long suffix gets it, or the
 * short one when the long one would pass 60; then a title over 60 is cut to
 * 57 characters plus "...".
 */
export function normaliseTitle(title: string): string {
  const result = withSuffix(title);
  return result.length > 60 ? `${result.slice(0, 57)}...` : result;
}

function withSuffix(title: string): string {
  if (title.length >= 55 || title.includes(LONG_SUFFIX)) return title;
  const long = title + LONG_SUFFIX;
  return long.length > 60 ? title + SHORT_SUFFIX : long;
}

/** True when the rule would cut the title: 47 to 54 characters, or over 60. */
export const wouldBeCut = (title: string): boolean => withSuffix(title).length > 60;

/**
 * The variant at `start`, or where the rule would cut it, the next one that
 * it leaves whole: still fixed by the hash, never a title ending in "...".
 */
export function pickTitle(variants: readonly string[], start: number): string {
  for (let i = 0; i < variants.length; i++) {
    const title = variants[(start + i) % variants.length]!;
    if (!wouldBeCut(title)) return title;
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
 * one it leaves whole (SPEC §5: a description is never cut short).
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
