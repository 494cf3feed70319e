import { describe, expect, it } from "vitest";
import { importCycles, roomEdges, roomOf } from "../../scripts/lib/import-graph";

describe("import graph summary", () => {
  it("puts each module in its top folder, site/generated apart", () => {
    expect(roomOf("model/routes.ts")).toBe("model");
    expect(roomOf("site/components/town-page.tsx")).toBe("site");
    expect(roomOf("site/generated/town/abingdon.tsx")).toBe("site/generated");
    expect(roomOf("vite.config.ts")).toBe("(root)");
  });

  it("counts imports between rooms and leaves out those within one", () => {
    const graph = new Map([
      ["site/generated/a.tsx", ["model/x.ts", "site/components/p.tsx"]],
      ["site/generated/b.tsx", ["model/x.ts"]],
      ["model/x.ts", ["model/y.ts"]],
    ]);
    expect(roomEdges(graph)).toEqual([
      { from: "site/generated", to: "model", count: 2 },
      { from: "site/generated", to: "site", count: 1 },
    ]);
  });

  it("finds cycles, self-imports included, and nothing in a tree", () => {
    const tree = new Map([
      ["a", ["b", "c"]],
      ["b", ["c"]],
      ["c", []],
    ]);
    expect(importCycles(tree)).toEqual([]);
    const cyclic = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", ["d"]],
      ["e", ["a"]],
    ]);
    expect(importCycles(cyclic)).toEqual([["a", "b", "c"], ["d"]]);
  });
});
