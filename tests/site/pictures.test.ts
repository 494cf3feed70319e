/**
 * The pictures of the real build: every town page draws where to point and
 * every Starlink page the sky, as inline SVG named and described for screen
 * readers, each under 2 KB gzipped. The sizes are in the failure message.
 */
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { manifest } from "../../site/generated/manifest";
import { readBuiltSite, type BuiltPage } from "../../build/built-site";

const LIMIT = 2048;
let built: Map<string, BuiltPage>;

beforeAll(async () => {
  built = new Map((await readBuiltSite(inject("fullSiteDir"))).map((page) => [page.path, page]));
});

describe.each([
  ["town", "pointing"],
  ["starlink", "sky"],
])("every %s page", (kind, id) => {
  const paths = manifest.pages.filter((page) => page.kind === kind).map((page) => page.path);

  test(`carries its picture, named by its title and description, under ${LIMIT} bytes gzipped`, () => {
    expect(paths.length).toBe(manifest.places.length);
    const problems: string[] = [];
    const sizes: number[] = [];
    for (const path of paths) {
      const page = built.get(path);
      const svgs = page?.document.querySelectorAll(`main svg[role="img"]`) ?? [];
      if (svgs.length !== 1) {
        problems.push(`${path}: ${svgs.length} pictures`);
        continue;
      }
      const svg = svgs[0]!;
      const title = svg.querySelector(`title#${id}-title`)?.text.trim();
      const desc = svg.querySelector(`desc#${id}-desc`)?.text.trim();
      if (svg.getAttribute("aria-labelledby") !== `${id}-title ${id}-desc`)
        problems.push(`${path}: not labelled by its title and description`);
      if (!title || !desc) problems.push(`${path}: no title or description`);
      if (svg.querySelector("script") || /\son[a-z]+=/i.test(svg.outerHTML))
        problems.push(`${path}: script in the picture`);
      const gzipped = gzipSync(svg.outerHTML).length;
      sizes.push(gzipped);
      if (gzipped >= LIMIT) problems.push(`${path}: ${gzipped} bytes gzipped`);
    }
    const max = Math.max(...sizes);
    const mean = Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length);
    expect(problems, `${kind} pictures gzipped: mean ${mean} B, largest ${max} B`).toEqual([]);
    console.log(
      `${kind} pictures gzipped over ${sizes.length} pages: mean ${mean} B, largest ${max} B`,
    );
  });
});
