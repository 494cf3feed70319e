// `npm run generate` runs the generator as the build's child runs it: with the
// V8 flags that keep its memory within the target at ten times the places.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHILD_V8_FLAGS } from "../../scripts/lib/in-child";

const manifest = JSON.parse(
  readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
) as {
  scripts: Record<string, string>;
};

describe("the generator's V8 flags", () => {
  it("are the same for `npm run generate` as for the build's generator child", () => {
    const [runner, ...words] = manifest.scripts.generate!.split(" ");
    expect(runner).toBe("node");
    // Node's own flags, less the loader's: `--import tsx`, as the child registers tsx itself.
    const flags = words.filter((word) => word.startsWith("--") && word !== "--import");
    expect(flags.sort()).toEqual([...CHILD_V8_FLAGS].sort());
  });
});
