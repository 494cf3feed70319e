/**
 * The one escaping path for text that leaves the data: into generated code,
 * into a message on the owner's terminal, into a stored record's printout,
 * into a page's JSON-LD script element.
 *
 * The unsafe characters are the C0 controls, DEL, the C1 controls and the two
 * Unicode separators U+2028 and U+2029, which end a line of JavaScript just as
 * a line feed does (so a name holding one would end a `//` comment and run as
 * code), and which a terminal may act on (ESC retitles or clears it).
 * Shared by the generator, the site and the server; pure.
 */

/* eslint-disable no-control-regex -- these patterns name the control characters they reject */

/** One line of text: none of the unsafe characters. */
export const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
/** Text over several lines: line feeds and tabs allowed, the other unsafe characters not. */
export const MULTI_LINE = /^[^\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]*$/;

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

const UNSAFE_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** What could end a <script> element or open a comment in it, and the two separators old parsers end a line at. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/** A character as `\uXXXX`: the same character inside a JSON or JavaScript string literal. */
const unicodeEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * Each unsafe character as a visible `\uXXXX`: inert in a comment, a string
 * literal or a terminal. `keepLineFeeds` leaves `\n` alone, for text shown
 * over several lines (a message in an e-mail or a quoted CSV cell).
 */
export function escapeUnsafe(text: string, { keepLineFeeds = false } = {}): string {
  return text.replace(keepLineFeeds ? UNSAFE_BUT_LINE_FEED : UNSAFE, unicodeEscape);
}

/**
 * A value as a JSON literal with nothing unsafe left raw: how data enters
 * generated code, and how messages quote what they found. JSON.stringify
 * escapes C0 but leaves DEL, C1, U+2028 and U+2029 raw; inside its string
 * literals `\uXXXX` is the same character, so the value is unchanged.
 */
export function literal(value: unknown): string {
  // JSON has no undefined (nor functions): they print as JavaScript does.
  return escapeUnsafe(JSON.stringify(value) ?? String(value));
}

/** A `//` comment that cannot end early whatever the text holds. */
export function lineComment(text: string): string {
  return `// ${escapeUnsafe(text)}\n`;
}

/**
 * JSON for inside a <script> element: "<", ">" and "&" escaped as \u003c etc.
 * so that no value can close the element or open a comment, and U+2028/2029
 * escaped for old parsers. Still the same JSON to any reader.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, unicodeEscape);
}
