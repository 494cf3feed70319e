// The hook that lets Node run the project's TypeScript (loader/ts-imports.mjs):
// an import without an extension finds its .ts file, a name with a dot in it
// too, and imports that name their file, or come from node_modules, pass as they are.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "vitest";
import { TYPESCRIPT_IMPORTS } from "../../loader/typescript-imports";

const folder = mkdtempSync(path.join(tmpdir(), "ts-imports-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(files: Record<string, string>, entry: string, nodeFlags: string[] = []): string {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  return execFileSync(
    process.execPath,
    [...nodeFlags, "--import", fileURLToPath(TYPESCRIPT_IMPORTS), path.join(folder, entry)],
    { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
}

test("relative imports without an extension, or with a dot in the name, load their .ts file", () => {
  const out = run(
    {
      "main.ts": `import { b } from "./lib/b";\nimport { c } from "./lib/c.server";\nimport { d } from "./lib/d.js";\nconst n: number = b + c + d;\nconsole.log(n);\n`,
      "lib/b.ts": `import { one } from "../one";\nexport const b: number = one + 1;\n`,
      "lib/c.server.ts": `export const c: number = 10;\n`,
      "lib/d.js": `export const d = 100;\n`,
      "one.ts": `export const one: number = 1;\n`,
    },
    "main.ts",
  );
  expect(out.trim()).toBe("112");
});

test("a module that is not there fails with Node's own error, naming it", () => {
  expect(() => run({ "broken.ts": `import "./absent";\n` }, "broken.ts")).toThrow(
    /Cannot find module .*absent\.ts/,
  );
});

test("on a Node that strips no types (as Node 20) the hook registers tsx, and the same tree runs", () => {
  const out = run(
    {
      "old.ts": `import { b } from "./old-lib";\nconst n: number = b;\nconsole.log(n);\n`,
      "old-lib.ts": `export const b: number = 20;\n`,
    },
    "old.ts",
    ["--no-experimental-strip-types"],
  );
  expect(out.trim()).toBe("20");
});
