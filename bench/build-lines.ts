/**
 * What the bench reads in `npm run build`'s output (build/build-log.ts): one
 * line per phase, `name  seconds s  detail`, and in the pre-render's detail
 * the pages it rendered and kept. The build's wording moves as it grows, so
 * each reading is one small function that fails naming the line it could not
 * read, rather than a figure silently missing from the table.
 */

export interface PhaseLine {
  name: string;
  seconds: number;
  detail: string;
}

const PHASE_LINE = /^([a-z][a-z ]*?) +(\d+\.\d\d) s {2}(.*)$/gm;
// Colour codes, which a build may print around its phase lines.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** Every phase line of a build's output, in order. */
export function phaseLines(output: string): PhaseLine[] {
  return [...output.replace(ANSI, "").matchAll(PHASE_LINE)].map((match) => ({
    name: match[1]!,
    seconds: Number(match[2]),
    detail: match[3]!,
  }));
}

/** The line of phase `name`; an error naming the phases the build did print when it has none. */
export function phaseOf(output: string, name: string): PhaseLine {
  const lines = phaseLines(output);
  const line = lines.find((phase) => phase.name === name);
  if (line) return line;
  const printed = lines.map((phase) => phase.name).join(", ") || "none";
  throw new Error(`the build printed no "${name}" phase line (phases printed: ${printed})`);
}

export interface PrerenderCounts {
  /** HTML files the site has after the build. */
  html: number;
  rendered: number;
  kept: number;
  /** Pages of the last build the site no longer has. */
  removed: number;
}

const count = (detail: string, words: RegExp) => {
  const match = new RegExp(`(\\d+) ${words.source}`).exec(detail);
  return match ? Number(match[1]) : undefined;
};

/**
 * The counts in the pre-render's detail, "N HTML files: R rendered in T threads, K kept[, D
 * removed]", read by their words rather than their order. Kept, when not said, is what was not
 * rendered; the HTML files and the rendered pages must be there.
 */
export function prerenderCounts(detail: string): PrerenderCounts {
  const html = count(detail, /HTML files?\b/);
  const rendered = count(detail, /rendered\b/);
  if (html === undefined || rendered === undefined) {
    throw new Error(
      `the build's prerender line does not read "N HTML files: R rendered …, K kept": "${detail}"`,
    );
  }
  return {
    html,
    rendered,
    kept: count(detail, /kept\b/) ?? html - rendered,
    removed: count(detail, /removed\b/) ?? 0,
  };
}

/** Whether the bundle phase kept the last build's bundles rather than making them again. */
export const bundlesKept = (detail: string): boolean => /\bkept\b/.test(detail);
