/**
 * A YAML document in pieces that parse on their own, so that a run parses
 * only the pieces whose text changed since the last run (PieceValues, kept
 * in .cache/ by value-cache.ts): a list at the top of the document one piece
 * per entry (data/locations.yaml, 438 places), any other document whole.
 * Parsing every input was a large part of the generator's run after a
 * one-town edit: it is where the run's code is still cold, so it is slow for its size.
 */
import { deserialize, serialize } from "node:v8";
import { digest } from "../made-from";

/** A line that starts a top-level list entry: "- " (or "-" alone) at the first column. */
const ENTRY_START = /^-(?: |$)/;

/**
 * The entries of a document that is a list at the top, each the text from
 * its "- " line to the next. A line at the first column can only start an
 * entry there, be a comment, or be blank; any other line at the first column
 * (a key, a document marker, a tab) and the document is not cut: undefined.
 * Undefined too when there is no entry. Comments before the first entry are
 * left out, as a parser leaves them.
 */
export function listPieces(text: string): string[] | undefined {
  const starts: number[] = [];
  for (let at = 0; at < text.length;) {
    const end = text.indexOf("\n", at);
    const lineEnd = end === -1 ? text.length : end;
    const first = text[at];
    if (ENTRY_START.test(text.slice(at, Math.min(lineEnd, at + 2)))) starts.push(at);
    else if (first !== " " && first !== "#" && first !== "\r" && at !== lineEnd) return undefined;
    at = lineEnd + 1;
  }
  if (starts.length === 0) return undefined;
  return starts.map((start, i) => text.slice(start, starts[i + 1] ?? text.length));
}

/** A parser of one YAML text: its value, or undefined where it fails (another parser says why). */
export type Parse = (text: string) => { value: unknown } | undefined;

/**
 * The values of pieces of YAML by the hash of their text: the last run's,
 * and those this run parsed or used, which the next run is given. A value
 * is kept as V8 serializes it, so each run gets its own copy and nothing a
 * run does to a value reaches the cache.
 */
export class PieceValues {
  /** Each piece this run parsed or used: what to keep for the next. */
  readonly used = new Map<string, Uint8Array>();
  /** How many pieces this run had to parse. */
  parsed = 0;

  private readonly last: ReadonlyMap<string, Uint8Array>;

  constructor(last: ReadonlyMap<string, Uint8Array> = new Map()) {
    this.last = last;
  }

  /** The value of `piece`: the last run's, if its text is the same, else `parse`'s. */
  value(piece: string, parse: Parse): { value: unknown } | undefined {
    const hash = digest(piece);
    const known = this.used.get(hash) ?? this.last.get(hash);
    if (known) {
      this.used.set(hash, known);
      return { value: deserialize(known) as unknown };
    }
    this.parsed++;
    const parsed = parse(piece);
    if (parsed) this.used.set(hash, serialize(parsed.value));
    return parsed;
  }

  /** A whole document's value: a list's entry by entry; undefined where any piece fails. */
  document(text: string, parse: Parse): { value: unknown } | undefined {
    const pieces = listPieces(text);
    if (!pieces) return this.value(text, parse);
    const entries: unknown[] = [];
    for (const piece of pieces) {
      const parsed = this.value(piece, parse);
      if (!parsed || !Array.isArray(parsed.value) || parsed.value.length !== 1) return undefined;
      entries.push(parsed.value[0]);
    }
    return { value: entries };
  }

  /** Whether the pieces this run used are not the ones it was given: the cache is written again only then. */
  get changed(): boolean {
    return (
      this.used.size !== this.last.size || [...this.used.keys()].some((h) => !this.last.has(h))
    );
  }
}
