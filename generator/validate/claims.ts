/**
 * No file but data/business.yaml may state a business claim: every string of
 * every other data and template file is searched, and a claim typed into one
 * is a problem naming its file, entry and field, with the placeholder to use
 * instead. Pure: loaded documents in, problems out.
 */
import { CLAIM_SWITCHES, typedClaim, type ClaimSwitch } from "../../model/claims";
import type { Path } from "./check";
import { problems, type Problem } from "../errors";
import type { LoadedInput, SourceDoc } from "../load/load";

/** The record a path points into: an entry of a list at the top or under `entries`. */
function entryOf(value: unknown, at: Path): Problem["entry"] {
  const [first, second] = at;
  const list =
    typeof first === "number"
      ? { index: first, record: (value as unknown[])[first] }
      : first === "entries" && typeof second === "number"
        ? { index: second, record: (value as { entries: unknown[] }).entries[second] }
        : undefined;
  if (!list) return undefined;
  const record = list.record as { name?: unknown; slug?: unknown } | undefined;
  // Content entries are known by their slug, places by their name, as elsewhere.
  const label = record?.slug ?? record?.name;
  return { index: list.index, label: typeof label === "string" ? label : undefined };
}

function searchDoc(
  doc: SourceDoc,
  found: Problem[],
  only?: readonly string[],
  allowed: readonly ClaimSwitch[] = [],
): void {
  // Searched by the last clean run: what counts as a claim is the code's.
  if (doc.unchanged) return;
  // The path walked, one step a level, copied only where a claim is found: most strings hold none.
  const at: (string | number)[] = [];
  const visit = (value: unknown, may: readonly ClaimSwitch[]): void => {
    if (Array.isArray(value))
      value.forEach((item, i) => {
        at.push(i);
        visit(item, may);
        at.pop();
      });
    else if (typeof value === "object" && value !== null) {
      // An entry tied to a claim switch (an option's `claim: sameDayService`) may state that claim.
      const entries = Object.entries(value);
      const own = entries.find(([key]) => key === "claim")?.[1];
      const tied = CLAIM_SWITCHES.find((name) => name === own);
      for (const [key, item] of entries) {
        at.push(key);
        visit(item, tied ? [...may, tied] : may);
        at.pop();
      }
    } else if (typeof value === "string") {
      // An id such as same-day-emergency names an option; its label is the text searched.
      if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(value)) return;
      const claim = typedClaim(value, may);
      if (!claim) return;
      const path: Path = [...at];
      const fieldPath =
        path[0] === "entries" ? path.slice(2) : typeof path[0] === "number" ? path.slice(1) : path;
      found.push({
        file: doc.file,
        entry: entryOf(doc.value, path),
        line: doc.lineOf(path),
        field: fieldPath.join("."),
        ...problems.typedClaim(claim),
      });
    }
  };
  if (only) {
    const value = doc.value as Record<string, unknown> | null;
    for (const key of only) {
      at.push(key);
      visit(value?.[key], allowed);
      at.pop();
    }
  } else visit(doc.value, allowed);
}

/**
 * business.yaml's free-text fields may not smuggle a claim past its switches either
 * (the same-day promise after aerialLeadTime and afterHours comes from sameDayService).
 */
const BUSINESS_FREE_TEXT = ["sellingPoints", "aerialLeadTime", "afterHours", "services"] as const;

export function checkTypedClaims(input: LoadedInput, found: Problem[]): void {
  searchDoc(input.business, found, BUSINESS_FREE_TEXT);
  // Reviews are customers' own words, shown as they wrote them.
  for (const doc of [
    input.locations,
    input.options,
    input.transmitters,
    input.postcodes,
    input.photos,
  ])
    searchDoc(doc, found);
  for (const doc of Object.values(input.templates)) searchDoc(doc, found);
  for (const doc of Object.values(input.content)) searchDoc(doc, found);
  for (const article of [...input.blog, ...input.pages, ...input.towns]) {
    searchDoc(article.frontMatter, found);
    if (article.frontMatter.unchanged) continue;
    article.body.split("\n").forEach((text, i) => {
      const claim = typedClaim(text);
      if (claim)
        found.push({
          file: article.file,
          line: article.bodyLine + i,
          field: "body",
          ...problems.typedClaim(claim),
        });
    });
  }
}
