import { describe, expect, test } from "vitest";
import { generatedReads, pageReads, renderFiles } from "../../build/page-inputs";
import type { ModuleGraph } from "../../site/renderer/data-outside-bundle";

/** A small server bundle's graph: a root renderer, the place family, a county page under areas. */
const graph: ModuleGraph = {
  "site/pages/+onRenderHtml.tsx": ["site/components/layout.tsx", "site/generated/business.ts"],
  "site/pages/+onCreateGlobalContext.server.ts": ["site/renderer/page-urls.ts"],
  "site/renderer/page-urls.ts": ["site/generated/manifest.ts"],
  "site/components/layout.tsx": ["site/components/footer.tsx"],
  "site/components/footer.tsx": ["site/generated/business.ts"],
  "site/pages/place/+Page.ts": ["site/pages/place/family.ts"],
  "site/pages/place/+route.ts": ["site/generated/routes-place.ts"],
  "site/pages/place/family.ts": [],
  "site/components/town-page.tsx": ["site/components/photos.tsx"],
  "site/components/photos.tsx": ["site/generated/photos.ts"],
  "site/pages/areas/+Page.tsx": ["site/renderer/places.ts"],
  "site/pages/areas/@county/+Page.tsx": ["site/components/county-page.tsx"],
  "site/components/county-page.tsx": ["site/generated/coverage.ts"],
  "site/renderer/places.ts": ["site/generated/catalogue-places.ts"],
};

describe("a page's inputs", () => {
  test("the files that render a page: its folder's and those above, but routing's", () => {
    expect(renderFiles(graph, "/pages/place").sort()).toEqual([
      "site/pages/+onRenderHtml.tsx",
      "site/pages/place/+Page.ts",
    ]);
    // A nested page inherits its parent folder's files; the parent does not get the child's.
    expect(renderFiles(graph, "/pages/areas/@county").sort()).toEqual([
      "site/pages/+onRenderHtml.tsx",
      "site/pages/areas/+Page.tsx",
      "site/pages/areas/@county/+Page.tsx",
    ]);
    expect(renderFiles(graph, "/pages/areas")).not.toContain("site/pages/areas/@county/+Page.tsx");
  });

  test("the generated modules reachable, and no routing module", () => {
    expect(generatedReads(graph, renderFiles(graph, "/pages/place"))).toEqual(["business.ts"]);
    const reads = pageReads(graph);
    expect(reads("/pages/place", ["site/components/town-page.tsx"])).toEqual([
      "business.ts",
      "photos.ts",
    ]);
    expect(reads("/pages/areas", [])).toEqual(["business.ts", "catalogue-places.ts"]);
  });

  test("a cycle in the graph ends", () => {
    const cyclic: ModuleGraph = {
      "site/pages/+Page.tsx": ["site/a.ts"],
      "site/a.ts": ["site/b.ts"],
      "site/b.ts": ["site/a.ts", "site/generated/business.ts"],
    };
    expect(generatedReads(cyclic, ["site/pages/+Page.tsx"])).toEqual(["business.ts"]);
  });
});
