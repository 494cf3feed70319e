/**
 * Researched reception text (a place's `transmitterInfo`) must agree with the
 * stations its page names: the text is printed on the same page, so a text
 * that names stations, none of them the page's station, one it lists beside
 * it, or a parent or relay of those, contradicts it ("Mendip and Oxford
 * coverage meet" on a page that names only Hannington). A text may still
 * mention a station it rules out ("the Cotswold edge blocks Mendip"). A station counts as named
 * by its name where no place shares it ("Mendip"), or else only as "the
 * Oxford transmitter", "the Calne relay", or by its one-word site ("Beckley").
 * Pure: problems go into `found`.
 */
import { problems, type Problem } from "../errors";
import type { Reception } from "./reception";
import type { Transmitter } from "../schema/transmitters";

interface Checked {
  entry: number;
  location: { name: string; transmitterInfo?: string | undefined };
  reception: Reception;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** How a text may name `transmitter` without meaning a place of the same name. */
function mentionPattern(transmitter: Transmitter, placeNames: ReadonlySet<string>): RegExp {
  const name = escape(transmitter.name);
  const oneWordSite = /^\S+$/.test(transmitter.site) && !placeNames.has(transmitter.site);
  const forms = placeNames.has(transmitter.name)
    ? [`${name} (transmitter|relay|mast)`, ...(oneWordSite ? [escape(transmitter.site)] : [])]
    : [name, ...(oneWordSite ? [escape(transmitter.site)] : [])];
  return new RegExp(`\\b(${forms.join("|")})\\b`);
}

/** A finder of the stations a text names, in table order: each station's pattern made once. */
function namedIn(
  table: readonly Transmitter[],
  placeNames: ReadonlySet<string>,
): (text: string) => Transmitter[] {
  const patterns = table.map(
    (transmitter) => [transmitter, mentionPattern(transmitter, placeNames)] as const,
  );
  return (text) =>
    patterns.flatMap(([transmitter, pattern]) => (pattern.test(text) ? [transmitter] : []));
}

/** The stations `text` names, in table order. */
export const stationsNamed = (
  text: string,
  table: readonly Transmitter[],
  placeNames: ReadonlySet<string>,
): Transmitter[] => namedIn(table, placeNames)(text);

export function checkReceptionText(
  places: readonly Checked[],
  table: readonly Transmitter[],
  found: Problem[],
): void {
  const placeNames = new Set(places.map((place) => place.location.name));
  const byId = new Map(table.map((transmitter) => [transmitter.id, transmitter]));
  const stationsIn = namedIn(table, placeNames);
  for (const { entry, location, reception } of places) {
    const text = location.transmitterInfo;
    if (!text) continue;
    const named = stationsIn(text);
    if (named.length === 0) continue;
    const station = reception.station.transmitter;
    // The page's station, those competing with it, the others it lists, and their parents:
    // naming any of these agrees with the page; naming only others does not.
    const onPage = [
      station,
      ...[...reception.competing, ...reception.alternatives].map((view) => view.transmitter),
    ];
    const agreeing = new Set(
      onPage.flatMap((t) => [t.id, ...(t.kind === "relay" ? [t.parent] : [])]),
    );
    const related = (t: Transmitter) =>
      agreeing.has(t.id) || (t.kind === "relay" && agreeing.has(t.parent));
    if (named.some(related)) continue;
    const parent = station.kind === "relay" ? byId.get(station.parent) : undefined;
    found.push({
      file: "data/locations.yaml",
      entry: { index: entry, label: location.name },
      field: "transmitterInfo",
      ...problems.receptionTextContradicts(
        named.map((t) => t.name),
        `${station.name}${parent ? `, a relay of ${parent.name}` : ""}`,
        reception.basis,
      ),
    });
  }
}
