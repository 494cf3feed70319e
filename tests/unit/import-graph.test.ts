import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildRoomOf,
  floorRoomOf,
  houseRoomOf,
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
    expect(floorRoomOf("site/generated/catalogue-places.ts")).toBe("site/generated");
    expect(floorRoomOf("site/generated/towns/abingdon.tsx")).toBe("site/generated/*");
    expect(floorRoomOf("model/routes.ts")).toBe("model");
    expect(floorRoomOf("scripts/dev.ts")).toBeUndefined();
    expect(floorRoomOf("loader/typescript-imports.ts")).toBe("loader");
  });

  it("puts each file of build/ in a room of its own, the rooms below it whole", () => {
    expect(buildRoomOf("build/sitemap.ts")).toBe("build/sitemap.ts");
    expect(buildRoomOf("generator/emit/emit.ts")).toBe("generator");
    expect(buildRoomOf("site/server/server.tsx")).toBe("site");
    expect(buildRoomOf("scripts/dev.ts")).toBeUndefined();
    expect(houseRoomOf("site/generated/catalogue-places.ts")).toBe("site");
    expect(houseRoomOf("vite.config.ts")).toBeUndefined();
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

  it("run down between the top folders: the build above generator/, the commands above the build", () => {
    const { graph } = projectImports(path.resolve("."));
    const { floors, upward } = roomFloors(graph, houseRoomOf);
    expect(upward).toEqual([]);
    const floorOf = (room: string) => floors.findIndex((rooms) => rooms.includes(room));
    expect(floors[0]).toEqual(expect.arrayContaining(["loader", "model"]));
    expect(floorOf("build")).toBeGreaterThan(floorOf("generator"));
    expect(floorOf("scripts")).toBeGreaterThan(floorOf("build"));
  });

  it("run down inside build/, its entry on top", () => {
    const { graph } = projectImports(path.resolve("."));
    const { floors, upward } = roomFloors(graph, buildRoomOf);
    expect(upward).toEqual([]);
    expect(floors.at(-1)).toEqual(["build/index.ts"]);
  });
});
