/** Picks the FAQ answer that best fits a typed question, by shared words. */
import type { FaqItem } from "../../../model/page-props";

const STOP_WORDS = new Set(
  "a an and are can do does for from how i if in is it me my of on or the there to what when where which who why will with you your".split(
    " ",
  ),
);

export function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .map((word) => word.replace(/s$/, ""))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/** The best match, or undefined when no question shares enough words to be a fair answer. */
export function bestAnswer(question: string, faq: FaqItem[]): FaqItem | undefined {
  const asked = new Set(words(question));
  if (asked.size === 0) return undefined;
  let best: { item: FaqItem; score: number } | undefined;
  for (const item of faq) {
    const inQuestion = new Set(words(item.question));
    const inAnswer = new Set(words(item.answer));
    let score = 0;
    for (const word of asked) score += inQuestion.has(word) ? 3 : inAnswer.has(word) ? 1 : 0;
    if (score > (best?.score ?? 0)) best = { item, score };
  }
  return best && best.score >= 3 ? best.item : undefined;
}
