/**
 * A long data module formatted in slices, to the same text as formatting it
 * whole: prettier's memory for one file grows with the file, and the longest
 * modules (the manifest, the catalogue, the routes) grow with the places, so
 * formatting them whole took the run's peak with them.
 *
 * A data module is one constant whose value is a JSON literal (emit.ts). Its
 * value's long lists (the value itself, or a list in one of its fields) are
 * cut out: the rest is formatted with a name in each one's place, and each
 * list's items are formatted in slices, nested as deep as in the module, so
 * that prettier lays each item out at the same indent. A list this long
 * never fits on a line, so prettier puts each item on its own lines, each
 * laid out by itself: the slices' lines are the module's. An object's keys
 * are quoted alike only when none or all of them need quotes (prettier
 * unquotes a key only where no key beside it needs them), else it is not
 * sliced. Pure.
 */
import { literal } from "../model/escape";
import type { OutputFile } from "./output";

/** Where a data module's literal starts: after its declaration's `=`. */
const DECLARATION = /^export const \w+: [^=\n]+ = /m;

/** Whether `file` is a data module: one constant whose value is a literal (emit.ts). */
export const isDataModule = (file: OutputFile): boolean => DECLARATION.test(file.contents);

/** A key prettier writes without quotes; and one it must quote, being neither a name nor a number. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const neverBare = (key: string) => /[^\w$]/.test(key) && !/^[\d.+-]/.test(key);

/** The name standing in for the list cut out, in the rest of the module. */
const STAND_IN = "__sliced__";

type Container = unknown[] | Record<string, unknown>;

const isContainer = (value: unknown): value is Container =>
  typeof value === "object" && value !== null;

/** Whether an object's keys are quoted alike however its entries are sliced. */
function keysAlike(entries: [string, unknown][]): boolean {
  return entries.every(([key]) => IDENTIFIER.test(key)) || entries.every(([key]) => neverBare(key));
}

/** A field as emit prints it: data enters code only through model/escape.ts. */
const field = (key: string, value: string) => `${literal(key)}:${value}`;

/** A container's entries as text, each an item or a field. */
function itemsOf(container: Container): string[] {
  return Array.isArray(container)
    ? container.map((item) => literal(item))
    : Object.entries(container).map(([key, item]) => field(key, literal(item)));
}

const brackets = (container: Container): [string, string] =>
  Array.isArray(container) ? ["[", "]"] : ["{", "}"];

/**
 * A slice ends after an item whose hash is a multiple of this, once it is
 * past MIN_SLICE_CHARS: where the slices end depends on the items around
 * each end alone, so an edit to one item, or one added, leaves the other
 * slices as they were, and the formatted slices of the last run serve again
 * (slice-cache.ts).
 */
const ITEMS_A_SLICE = 32;

/**
 * A slice at least this long never fits on a line, so prettier breaks it with
 * each item on its own lines, as in the whole module (a shorter one, which it
 * may put on one line, is joined to the slice before it).
 */
const MIN_SLICE_CHARS = 1024;

/** FNV-1a: a cheap, stable hash of an item's text, to end slices by. */
function itemHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** `items` in slices: each ended by an item's hash, or at `maxChars`. */
function slicesOf(items: readonly string[], maxChars: number): string[][] {
  const slices: string[][] = [];
  let slice: string[] = [];
  let chars = 0;
  for (const item of items) {
    slice.push(item);
    chars += item.length;
    if (chars > maxChars || (chars >= MIN_SLICE_CHARS && itemHash(item) % ITEMS_A_SLICE === 0)) {
      slices.push(slice);
      slice = [];
      chars = 0;
    }
  }
  if (slice.length > 0) {
    if (chars < MIN_SLICE_CHARS && slices.length > 0) slices.at(-1)!.push(...slice);
    else slices.push(slice);
  }
  return slices;
}

/** What a slicing makes: the files to format, and how their formatted text makes the module's. */
export interface Sliced {
  pieces: OutputFile[];
  assemble(formatted: readonly OutputFile[]): OutputFile;
}

/** A value's long lists, cut out of it: each with its depth and its items in slices. */
interface Cut {
  /** The value printed with a stand-in for each list cut out. */
  rest: string;
  /** Each list: a field of the value (its index among the fields), or the value itself. */
  lists: { container: Container; depth: number; field?: number; slices: string[][] }[];
}

function cutOf(value: unknown, sliceChars: number): Cut | undefined {
  if (!isContainer(value)) return undefined;
  const long = (container: unknown): container is Container =>
    isContainer(container) &&
    JSON.stringify(container).length > sliceChars &&
    (Array.isArray(container) || keysAlike(Object.entries(container)));

  // The lists cut out: an object's long fields, else the value itself.
  const cut: { container: Container; depth: number; field?: number }[] = [];
  let rest = `${STAND_IN}0`;
  const fields = Array.isArray(value) ? [] : Object.entries(value);
  if (fields.some(([, entry]) => long(entry)) && keysAlike(fields)) {
    const printed = fields.map(([key, entry], index) => {
      if (!long(entry)) return field(key, literal(entry));
      cut.push({ container: entry, depth: 2, field: index });
      return field(key, `${STAND_IN}${cut.length - 1}`);
    });
    // The value holds a long list, so it never fits on a line: the newline keeps it broken here too.
    rest = `{\n${printed.join(",")}}`;
  } else if (long(value)) cut.push({ container: value, depth: 1 });
  if (cut.length === 0) return undefined;
  return {
    rest,
    lists: cut.map((list) => ({ ...list, slices: slicesOf(itemsOf(list.container), sliceChars) })),
  };
}

/** A text's lines, less the newline that ends it. */
const linesOf = (text: string) => text.replace(/\n$/, "").split("\n");

/** A slice as a file to format: its items in their list, nested as deep as in the module. */
function sliceText(container: Container, depth: number, slice: readonly string[]): string {
  const [open, close] = brackets(container);
  const list = `${open}\n${slice.join(",")}${close}`;
  return `const slice = ${depth === 1 ? list : `{\n"at":${list}}`};\n`;
}

/**
 * `file` in slices of at most about `sliceChars` each, or undefined when it
 * is not a data module with a list longer than that (then it is formatted whole).
 */
export function sliced(file: OutputFile, sliceChars: number): Sliced | undefined {
  const declaration = DECLARATION.exec(file.contents);
  if (!declaration) return undefined;
  const start = declaration.index + declaration[0].length;
  const end = file.contents.lastIndexOf(";");
  let value: unknown;
  try {
    value = JSON.parse(file.contents.slice(start, end));
  } catch {
    return undefined;
  }
  const cut = file.contents.slice(end) === ";\n" ? cutOf(value, sliceChars) : undefined;
  if (!cut) return undefined;

  const pieces: OutputFile[] = [
    { path: file.path, contents: file.contents.slice(0, start) + cut.rest + ";\n" },
  ];
  const cutSlices = cut.lists.map(({ container, depth, slices }) => {
    const [open, close] = brackets(container);
    for (const slice of slices)
      pieces.push({ path: file.path, contents: sliceText(container, depth, slice) });
    return { count: slices.length, depth, open, close };
  });

  return {
    pieces,
    assemble(formatted) {
      let next = 1;
      let contents = formatted[0]!.contents;
      cutSlices.forEach(({ count, depth, open, close }, index) => {
        const items: string[] = [];
        for (let i = 0; i < count; i++) {
          // Each slice's own lines: those of its items, between the lines that open and close it.
          items.push(...linesOf(formatted[next++]!.contents).slice(depth, -depth));
        }
        const standIn = `${STAND_IN}${index}`;
        const at = contents.indexOf(standIn);
        const lineStart = contents.lastIndexOf("\n", at) + 1;
        const indent = /^ */.exec(contents.slice(lineStart))![0];
        contents =
          contents.slice(0, at) +
          `${open}\n${items.join("\n")}\n${indent}${close}` +
          contents.slice(at + standIn.length);
      });
      return { path: file.path, contents };
    },
  };
}

/** The line of each item of a list laid out at `depth`, among `lines`: an item starts at its indent. */
function itemStarts(lines: readonly string[], depth: number): number[] {
  const indent = " ".repeat(depth * 2);
  return lines.flatMap((line, at) =>
    line.startsWith(indent) && /^[^\s\]}]/.test(line.slice(indent.length)) ? [at] : [],
  );
}

/**
 * The formatted slices of a data module the last run formatted, read off its
 * text: `value` is the module's value, `formatted` its file as formatted. A
 * slice formatted alone gives its items' lines in the module (sliced() joins
 * them so), so each slice's text is paired with those lines, as its formatted
 * text. Undefined where the file is not laid out as the slices say: then
 * nothing is read off it.
 */
export function slicesFormattedIn(
  value: unknown,
  formatted: string,
  sliceChars: number,
): [printed: string, formatted: string][] | undefined {
  const cut = cutOf(value, sliceChars);
  if (!cut) return undefined;
  const lines = linesOf(formatted);
  const declaration = lines.findIndex((line) => DECLARATION.test(line));
  if (declaration < 0) return undefined;
  const body = lines.slice(declaration + 1, -1);
  // The value's own fields, each from its first line to the next's, when lists are fields of it.
  const fieldStarts = [...itemStarts(body, 1), body.length];
  if (cut.lists[0]!.field !== undefined && fieldStarts.length - 1 !== Object.keys(value!).length)
    return undefined;
  const seeded: [string, string][] = [];
  for (const { container, depth, field, slices } of cut.lists) {
    const [open, close] = brackets(container);
    const [first, last] =
      field === undefined
        ? [declaration, lines.length - 1]
        : [fieldStarts[field]!, fieldStarts[field + 1]! - 1];
    const opens = field === undefined ? lines[first]! : body[first]!;
    const closes = field === undefined ? lines[last]! : body[last];
    if (!opens.endsWith(open) || closes?.trim() !== `${close}${field === undefined ? ";" : ","}`)
      return undefined;
    const region = field === undefined ? body : body.slice(first + 1, last);
    const starts = [...itemStarts(region, depth), region.length];
    if (starts.length - 1 !== slices.reduce((sum, slice) => sum + slice.length, 0))
      return undefined;
    let item = 0;
    for (const slice of slices) {
      const own = region.slice(starts[item]!, starts[item + slice.length]!);
      item += slice.length;
      // As sliced() reads a formatted slice: its items' lines between `depth` lines on each side.
      const frame = Array<string>(depth).fill("…");
      seeded.push([sliceText(container, depth, slice), [...frame, ...own, ...frame].join("\n")]);
    }
  }
  return seeded;
}
