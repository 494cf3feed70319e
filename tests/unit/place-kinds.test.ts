/** The registry of place-page kinds holds together, and nothing else keeps a second copy of it. */
import { existsSync, readFileSync } from "node:fs";
import fg from "fast-glob";
import { describe, expect, test } from "vitest";
import { kindLinkLabel, kindOfSegment, kindPath, PLACE_KINDS } from "../../model/place-kinds";
import { GENERATED_FOLDERS } from "../../model/routes";
import { manifest } from "../../site/generated/manifest";

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

describe("the registry of place-page kinds", () => {
  test("ids, prefixes and folders are each unique, and only the town page has no prefix", () => {
    for (const field of ["id", "prefix", "folder"] as const) {
      const values = PLACE_KINDS.map((kind) => kind[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    expect(PLACE_KINDS.filter((kind) => kind.prefix === "").map((kind) => kind.id)).toEqual([
      "town",
    ]);
    const editorialFolders = Object.entries(GENERATED_FOLDERS)
      .filter(([kind]) => !PLACE_KINDS.some((placeKind) => placeKind.id === kind))
      .map(([, folder]) => folder);
    for (const kind of PLACE_KINDS) expect(editorialFolders).not.toContain(kind.folder);
  });

  test("every kind's template, component and social image exist", () => {
    for (const kind of PLACE_KINDS) {
      expect(existsSync(`templates/${kind.template}.yaml`), kind.template).toBe(true);
      expect(existsSync(`site/components/${kebab(kind.component)}.tsx`), kind.component).toBe(true);
      expect(existsSync(`site/public${kind.socialImage}`), kind.socialImage).toBe(true);
    }
  });

  test("a prefix is no section's name, and an address finds its kind by the longest prefix", () => {
    for (const kind of PLACE_KINDS) {
      if (kind.prefix === "") continue;
      expect(manifest.reserved).not.toContain(kind.prefix.slice(0, -1));
      expect(kindOfSegment(kind.prefix.slice(0, -1) + "-witney")).toEqual({
        kind,
        slug: "witney",
      });
    }
    expect(kindOfSegment("witney")?.kind.id).toBe("town");
    expect(kindPath(PLACE_KINDS[1], "witney")).toBe("/starlink-installation-witney");
    expect(kindLinkLabel(PLACE_KINDS[1], "Witney")).toBe("Starlink installation in Witney");
    expect(kindLinkLabel(PLACE_KINDS[0], "Witney")).toBe("Witney");
  });

  test("no other module of the generator, model, server or site keeps the prefixes", async () => {
    const files = await fg(
      [
        "generator/**/*.ts",
        "model/**/*.ts",
        "site/{server,renderer,components,islands}/**/*.{ts,tsx}",
        "site/pages/place/*.ts",
      ],
      { ignore: ["model/place-kinds.ts"] },
    );
    const holders = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      return PLACE_KINDS.some((kind) => kind.prefix !== "" && text.includes(kind.prefix));
    });
    expect(holders).toEqual([]);
  });
});
