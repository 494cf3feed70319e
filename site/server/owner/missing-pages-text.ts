/**
 * `npm run report:404` as text: the most visited missing pages, each with its
 * visits and when it was last seen by the business's clock, the path escaped
 * on its one line; then how many visits the log keeps.
 */
import { escapeUnsafe } from "../../../model/escape";
import type { LeadView } from "./lead-view";
import type { MissingPages } from "./owner-records";
import { plural } from "../../../model/text";

export function missingPagesText(pages: MissingPages, clock: LeadView): string {
  if (pages.top.length === 0) return "No missing pages visited.\n";
  const rows = pages.top.map((row) => {
    const seen = `${clock.time(row.lastSeen)} ${clock.zoneName(row.lastSeen)}`.trim();
    return `${String(row.count).padStart(5)}  ${escapeUnsafe(seen).padEnd(20)}  ${escapeUnsafe(row.path)}`;
  });
  const kept = `${plural(pages.kept, "visit")} kept (at most ${pages.keptAtMost}).`;
  return ["count  last seen             path", ...rows, kept, ""].join("\n");
}
