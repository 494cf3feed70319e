/** Postcode districts as data/locations.yaml writes them: one, a range, or runs joined by commas. */

/** "SN1-SN3, SN5" → SN1, SN2, SN3, SN5. */
export function expandPostcodes(range: string): string[] {
  return range.split(", ").flatMap((run) => {
    const [from, to] = run.split("-");
    if (!to) return [from!];
    const prefix = from!.replace(/\d.*$/, "");
    const first = Number(from!.slice(prefix.length));
    const last = Number(to.slice(prefix.length));
    return Array.from({ length: last - first + 1 }, (_, i) => `${prefix}${first + i}`);
  });
}
