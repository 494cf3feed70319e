// `npm run generate` and `npm run build` start Node as the build starts its
// children: with the V8 flags that keep each process's memory within the
// target at ten times the places (build/in-child.ts says what each did),
// and the hook that lets Node load the project's TypeScript.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { CHILD_V8_FLAGS, GENERATOR_V8_FLAGS } from "../../build/in-child";
import { TYPESCRIPT_IMPORTS } from "../../loader/typescript-imports";

const root = fileURLToPath(new URL("../..", import.meta.url));
const manifest = JSON.parse(
  readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
) as {
  scripts: Record<string, string>;
};

describe("the V8 flags of the generator and the build", () => {
  it.each([
    ["generate", "the generator's child's", GENERATOR_V8_FLAGS],
    ["build", "the other children's", CHILD_V8_FLAGS],
  ])("`npm run %s` starts Node with %s", (script, _whose, expected) => {
    const [runner, ...words] = manifest.scripts[script]!.split(" ");
    expect(runner).toBe("node");
    const hook = words[words.indexOf("--import") + 1]!;
    expect(path.resolve(root, hook)).toBe(fileURLToPath(TYPESCRIPT_IMPORTS));
    const flags = words.filter((word) => word.startsWith("--") && word !== "--import");
    expect(flags.sort()).toEqual([...expected].sort());
  });
});
