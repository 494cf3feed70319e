/**
 * The format stage: a large run shared among worker threads in batches
 * gives exactly what one pass in one thread gives, every file once, and a
 * batch that does not fit a worker's heap is formatted in the main thread
 * instead of failing the run; on a Node that strips no types, a large run
 * is formatted in the main thread too.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { format, formatWorkers } from "../../generator/format";
import type { OutputFile } from "../../generator/output";
import { TYPESCRIPT_IMPORTS } from "../../loader/typescript-imports";

const OPTIONS = { printWidth: 100, trailingComma: "all" } as const;

/** Every file format hands on, in the order of `files`. */
async function formatted(
  files: OutputFile[],
  workerHeapMb?: number,
  lazy = false,
): Promise<OutputFile[]> {
  const out = new Map<string, OutputFile>();
  let handed = 0;
  // A lazy list, as the emit stage hands it over.
  const given = lazy
    ? (function* () {
        yield* files;
      })()
    : files;
  await format(
    given,
    OPTIONS,
    files.length,
    (file) => {
      handed++;
      out.set(file.path, file);
    },
    { workerHeapMb },
  );
  expect(handed).toBe(files.length);
  return files.map((file) => out.get(file.path)!);
}

/** `n` small modules, each laid out badly in its own way. */
function modules(n: number): OutputFile[] {
  return Array.from({ length: n }, (_, i) => ({
    path: `site/generated/towns/place-${i}.tsx`,
    contents: `export const head = {title:"Place ${i}",keywords:[${Array.from({ length: i % 7 }, (_, k) => `"k${k}"`).join(",")}]}
export default function Page(){return <div   id="p${i}">{head.title}</div>}`,
  }));
}

describe("format", () => {
  const files = modules(450);

  test("in worker threads, in batches, the same text as in one thread, every file once", async () => {
    const here = await formatted(files.slice(0, 50));
    const pooled = await formatted(files, undefined, true);
    expect(pooled.slice(0, 50)).toEqual(here);
    expect(pooled[7]!.contents).toBe(
      'export const head = { title: "Place 7", keywords: [] };\nexport default function Page() {\n  return <div id="p7">{head.title}</div>;\n}\n',
    );
  });

  test("a file over 256 KB is formatted after the rest, in a worker of its own, the same as here", async () => {
    // One data module the size of the manifest at twice the places.
    const entries = Array.from(
      { length: 6000 },
      (_, i) => `{path:"/place-${i}",file:"towns/place-${i}.tsx"}`,
    );
    const large = {
      path: "site/generated/manifest.ts",
      contents: `export const manifest = {pages:[${entries.join(",")}]}`,
    };
    expect(large.contents.length).toBeGreaterThan(256 * 1024);
    const here = await formatted([large]);
    const pooled = await formatted(
      [...files.slice(0, 100), large, ...files.slice(100)],
      undefined,
      true,
    );
    expect(pooled[100]).toEqual(here[0]);
    expect(here[0]!.contents).toContain('\n    { path: "/place-1", file: "towns/place-1.tsx" },\n');
  }, 60_000);

  test("a worker out of heap hands its batch to the main thread", async () => {
    const pooled = await formatted(files);
    // 4 MB: a worker starts but cannot load prettier, so every batch falls back.
    // (Far less and V8 cannot even start the worker: that would end the process.)
    const starved = await formatted(files, 4);
    expect(starved).toEqual(pooled);
  }, 60_000);

  test("threads for a large run only, one per core up to four, and none where Node strips no types", () => {
    expect(formatWorkers(399, 2, true)).toBe(0);
    expect(formatWorkers(450, 2, true)).toBe(2);
    expect(formatWorkers(450, 16, true)).toBe(4);
    expect(formatWorkers(450, 2, false)).toBe(0);
  });

  test("on a Node that strips no types (as Node 20), a large run is formatted all the same", () => {
    // A worker loads format-batch.ts as Node reads it: on Node 20 it stopped
    // the run with ERR_UNKNOWN_FILE_EXTENSION. The main thread has tsx there.
    const folder = mkdtempSync(path.join(tmpdir(), "format-node20-"));
    try {
      const script = path.join(folder, "run.mts");
      const formatModule = fileURLToPath(new URL("../../generator/format.ts", import.meta.url));
      writeFileSync(
        script,
        [
          `import { format } from ${JSON.stringify(formatModule)};`,
          "const files = Array.from({ length: 450 }, (_, i) => ({ path: `p${i}.ts`, contents: `const a${i}={b:1}` }));",
          "let formatted = 0;",
          'await format(files, {}, files.length, (file) => { if (file.contents.endsWith(" = { b: 1 };\\n")) formatted++; });',
          "console.log(formatted);",
        ].join("\n"),
      );
      const out = execFileSync(
        process.execPath,
        ["--no-experimental-strip-types", "--import", fileURLToPath(TYPESCRIPT_IMPORTS), script],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      expect(out.trim()).toBe("450");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
