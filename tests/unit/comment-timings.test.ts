/**
 * Comments in hand-written code say why the code is as it is. A timing or a memory figure in a
 * comment is true of one machine on one day and then goes stale: figures belong on
 * docs/benchmarks.md. A comment may still state a setting (a default timeout, a heap limit),
 * which the code beside it keeps true; those are listed below, each with the words that show it.
 */
import { readFileSync } from "node:fs";
import fg from "fast-glob";
import ts from "typescript";
import { describe, expect, test } from "vitest";

/** A number, or a range, then a unit of time or memory ("404s" is a count); or "x faster". */
const TIMING =
  /(?<![\w.])\d[\d,.]*(?:\s?[-–→]\s?\d[\d,.]*)?(?:\s?(?:ms|µs|MB|GB)|\s(?:s|seconds?))(?!\w)|\d[x×] faster/;

/** Comments that state a setting, not a measurement: the file and words that mark each. */
const SETTINGS: readonly (readonly [file: string, words: string])[] = [
  ["generator/digest-cache.ts", "FAT's 2 s"],
  ["build/index.ts", "(BUILD_THREAD_HEAP_MB, 1536 MB by default)"],
  ["build/incremental-prerender.ts", "BUILD_THREAD_HEAP_MB, or 1536 MB"],
  ["build/in-child.ts", "2 MB semi-spaces"],
  ["build/in-child.ts", "8 MB semi-spaces"],
  ["site/server/server.tsx", "connection goes after 5 s"],
  ["site/islands/toast/toast-store.ts", "removed after 1,000,000 ms"],
  ["site/islands/toast/toaster.tsx", "defaults spelt out: 5000 ms"],
  ["bench/dev-loop.ts", "reloading it every 100 ms"],
  ["bench/lock-test.ts", "every 200 ms"],
  ["build/build-log.ts", "at most every 100 ms"],
  ["build/in-worker.ts", "2 MB semi-spaces"],
  ["tests/generator/format.test.ts", "4 MB: a worker starts"],
  ["tests/server/backup.test.ts", "About 20 MB"],
  ["tests/server/startup.test.ts", `"running" after 15 s`],
  ["tests/server/write-lock.test.ts", "a lock of 3 s"],
];

/** Hand-written code: not the generated page modules, the golden copies or build outputs. */
const FILES = fg.sync("**/*.{ts,tsx,mjs}", {
  ignore: [
    "**/node_modules/**",
    "site/generated/**",
    "tests/golden/**",
    "tests/.tmp/**",
    "tests/fixtures/**",
    "dist/**",
    ".cache/**",
    "var/**",
  ],
});

/** Each comment line of a file with its line number, comments found by TypeScript's parser. */
function commentLines(file: string, text: string): { line: number; text: string }[] {
  const kind = file.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : file.endsWith(".mjs")
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const visit = (node: ts.Node) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? []),
    ]) {
      ranges.set(range.pos, range);
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...ranges.values()].flatMap((range) => {
    const first = source.getLineAndCharacterOfPosition(range.pos).line + 1;
    return text
      .slice(range.pos, range.end)
      .split("\n")
      .map((line, index) => ({ line: first + index, text: line.trim() }));
  });
}

const found = FILES.flatMap((file) =>
  commentLines(file, readFileSync(file, "utf8"))
    .filter(({ text }) => TIMING.test(text))
    .map(({ line, text }) => ({ file, line, text })),
);

const isSetting = ({ file, text }: { file: string; text: string }) =>
  SETTINGS.some(([settingFile, words]) => settingFile === file && text.includes(words));

describe("comments in hand-written code", () => {
  test("the timing pattern catches figures and passes settings' words by", () => {
    // Guards the pattern: a pattern that matched nothing would pass every file.
    expect(TIMING.test("// emit and format together 70-110 ms against 230-330 ms")).toBe(true);
    expect(TIMING.test(" * the build 2.98 → 2.75 s (medians)")).toBe(true);
    expect(TIMING.test(" * peaked at 538-553 MB")).toBe(true);
    expect(TIMING.test(" * 3x faster")).toBe(true);
    expect(TIMING.test(" * 1,648 pages in 2 threads")).toBe(false);
    expect(TIMING.test(" * the BUILD_THREADS setting")).toBe(false);
  });

  test("finds comments, in .ts, .tsx and .mjs files", () => {
    const lines = commentLines("a.tsx", "const a = 1; // took 12 ms\n/* x */ <b>{/* 3 MB */}</b>;");
    expect(lines.map(({ text }) => text)).toEqual(["// took 12 ms", "/* x */", "/* 3 MB */"]);
    expect(FILES.some((file) => file.endsWith(".mjs"))).toBe(true);
    expect(FILES.some((file) => file.endsWith(".tsx"))).toBe(true);
  });

  test("carry no timing or memory figure but a setting's", () => {
    const figures = found
      .filter((hit) => !isSetting(hit))
      .map(({ file, line, text }) => `${file}:${line}: ${text}`);
    expect(figures).toEqual([]);
  });

  test("every setting allowed is still there, so the list cannot outlive its comments", () => {
    const unused = SETTINGS.filter(
      ([file, words]) => !found.some((hit) => hit.file === file && hit.text.includes(words)),
    ).map(([file, words]) => `${file}: ${words}`);
    expect(unused).toEqual([]);
  });
});
