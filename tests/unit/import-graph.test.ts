import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  floorRoomOf,
  importCycles,
  roomEdges,
  roomFloors,
  roomOf,
} from "../../scripts/lib/import-graph";
import { projectImports } from "../../scripts/lib/project-imports";

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

  it("puts generator/ and site/ modules in their folders, site/generated's data apart from its pages", () => {
    expect(floorRoomOf("generator/validate/check.ts")).toBe("generator/validate");
    expect(floorRoomOf("generator/pipeline.ts")).toBe("generator/pipeline.ts");
    expect(floorRoomOf("site/islands/quote/mount.tsx")).toBe("site/islands");
    expect(floorRoomOf("site/generated/catalogue.ts")).toBe("site/generated");
    expect(floorRoomOf("site/generated/towns/abingdon.tsx")).toBe("site/generated/*");
    expect(floorRoomOf("model/routes.ts")).toBe("model");
    expect(floorRoomOf("scripts/build.ts")).toBeUndefined();
  });

  it("stacks rooms in floors, each above the highest room it imports", () => {
    const graph = new Map([
      ["top/a.ts", ["mid/b.ts", "low/c.ts"]],
      ["mid/b.ts", ["low/c.ts"]],
      ["side/d.ts", ["low/c.ts"]],
      ["low/c.ts", ["low/e.ts"]],
      ["low/e.ts", []],
    ]);
    const room = (file: string) => file.split("/")[0];
    expect(roomFloors(graph, room)).toEqual({
      floors: [["low"], ["mid", "side"], ["top"]],
      upward: [],
    });
  });

  it("names the thin side of a cycle among rooms as the arrow that runs up", () => {
    const graph = new Map([
      ["compose/a.ts", ["validate/b.ts", "validate/c.ts"]],
      ["compose/d.ts", ["validate/b.ts"]],
      ["validate/b.ts", ["compose/fields.ts"]],
      ["validate/c.ts", ["schema/e.ts"]],
      ["compose/fields.ts", []],
      ["schema/e.ts", []],
    ]);
    const room = (file: string) => file.split("/")[0];
    expect(roomFloors(graph, room)).toEqual({
      floors: [["schema"], ["validate"], ["compose"]],
      upward: [
        { from: "validate", to: "compose", imports: [["validate/b.ts", "compose/fields.ts"]] },
      ],
    });
  });
});

describe("the project's own imports", () => {
  it("run down: no room of generator/ or site/ imports one on its floor or above", () => {
    const { graph } = projectImports(path.resolve("."));
    const { floors, upward } = roomFloors(graph, floorRoomOf);
    expect(upward).toEqual([]);
    expect(floors[0]).toContain("model");
    expect(floors.flat()).toEqual(expect.arrayContaining(["generator/compose", "site/islands"]));
  });
});
