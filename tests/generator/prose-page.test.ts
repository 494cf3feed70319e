/**
 * A fixed prose page is one Markdown file in data/pages: its file name is its
 * address, its placeholders are filled from data/business.yaml, its links are
 * checked like any editorial content's, and no place can take its address.
 */
import { describe, expect, test } from "vitest";
import { DataError, formatProblem } from "../../generator/errors";
import type { InputTexts } from "../../generator/load/load";
import { PROSE_COMPONENTS } from "../../model/page-props";
import { generateFixture } from "./fixture";

const FILE = "data/pages/guides-for-owners/storm-checks.md";
const PAGE = `---
title: Storm Checks for Owners
description: "What to look at after a storm before calling {{business}}: the aerial, the dish, the cables and the picture, and when it is safe to wait for a visit."
crumb: Storm checks
h1: Storm Checks
lead: "Call {{phone}} if anything on the roof has moved."
---

Look from the ground first.

## What to look at {#look}

{.check-list}

- Is the aerial still pointing the same way as the neighbours'?
- Is a cable hanging loose?

See [what a visit costs](/pricing).
`;

const addPage =
  (text: string) =>
  (texts: InputTexts): void => {
    texts[FILE] = text;
  };

async function problemsFor(text: string): Promise<string[]> {
  const error = await generateFixture(addPage(text)).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DataError);
  return (error as DataError).problems.map(formatProblem);
}

describe("a new prose page", async () => {
  const before = await generateFixture();
  const generated = await generateFixture(addPage(PAGE));
  const module = generated.files.find(
    (file) => file.path === "site/generated/pages/guides-for-owners/storm-checks.tsx",
  );

  test("is one new input file and one new page module; the manifest lists it", () => {
    const paths = (files: { path: string }[]) => new Set(files.map((file) => file.path));
    const added = [...paths(generated.files)].filter((path) => !paths(before.files).has(path));
    expect(added).toEqual(["site/generated/pages/guides-for-owners/storm-checks.tsx"]);
    const manifest = generated.files.find((file) => file.path === "site/generated/manifest.ts")!;
    expect(manifest.contents).toContain('path: "/guides-for-owners/storm-checks"');
  });

  test("is published at its file's path with its head", () => {
    const page = generated.prose.find((p) => p.path === "/guides-for-owners/storm-checks")!;
    expect(page.head.canonical).toBe("/guides-for-owners/storm-checks");
    expect(page.head.title).toMatch(/^Storm Checks for Owners/);
    expect(page.head.breadcrumbs.at(-1)).toEqual({
      name: "Storm checks",
      path: "/guides-for-owners/storm-checks",
    });
    expect(page.props.sections.map((section) => section.id)).toEqual(["look"]);
    expect(module?.contents).toContain('<ul class="check-list">');
  });

  test("has its placeholders filled from data/business.yaml", () => {
    const page = generated.prose.find((p) => p.path === "/guides-for-owners/storm-checks")!;
    const phone = generated.data.business.phone.main.number;
    expect(page.props.hero).toContain(
      `<p class="lead">Call ${phone} if anything on the roof has moved.</p>`,
    );
    expect(page.head.description).toContain(generated.data.business.name);
  });

  test("{{familyEntries.<family>}} lists the family's entries as the catalogue does", async () => {
    const listed = await generateFixture(
      addPage(
        PAGE.replace(
          "Look from the ground first.",
          "{.summary-list}\n\n{{familyEntries.services}}",
        ),
      ),
    );
    const page = listed.prose.find((p) => p.path === "/guides-for-owners/storm-checks")!;
    const list = page.props.hero.find((block) => block.startsWith('<ul class="summary-list">'))!;
    const catalogue = listed.files.find(
      (file) => file.path === "site/generated/catalogue-families.ts",
    )!;
    const entries = listed.editorial.flatMap((p) =>
      p.kind === "content" && p.variant === "entry" && p.family === "services" ? [p] : [],
    );
    expect(entries.length).toBeGreaterThan(0);
    const items = [...list.matchAll(/<li><a href="([^"]+)">/g)].map((match) => match[1]);
    // In the catalogue's order: the order its module lists the same paths in.
    const inCatalogue = items.map((path) => catalogue.contents.indexOf(`path: "${path}"`));
    expect(inCatalogue.every((at) => at > 0)).toBe(true);
    expect(inCatalogue).toEqual([...inCatalogue].sort((a, b) => a - b));
    expect(items.sort()).toEqual(entries.map((p) => p.path).sort());
    for (const p of entries) expect(list).toContain(`<p>${p.props.summary}</p>`);
  });

  test("{{countyPlaceCounts}} lists each county with the number of its places that have a page", async () => {
    // The fixture has no /areas, so a prose page stands in for it.
    const counted = await generateFixture((texts) => {
      addPage(PAGE.replace("Look from the ground first.", "{.link-list}\n\n{{countyPlaceCounts}}"))(
        texts,
      );
      texts["data/pages/areas.md"] = PAGE;
    });
    const page = counted.prose.find((p) => p.path === "/guides-for-owners/storm-checks")!;
    const counties = new Map<string, number>();
    for (const place of counted.plan.places)
      counties.set(place.location.county, (counties.get(place.location.county) ?? 0) + 1);
    expect(counties.size).toBeGreaterThan(0);
    const list = page.props.hero.find((block) => block.startsWith('<ul class="link-list">'))!;
    for (const [county, count] of counties)
      expect(list).toContain(
        `<a href="/areas#${county.toLowerCase()}">${county}: ${count} towns and villages</a>`,
      );
  });

  test("is a fixed path, so links to it pass and no place can take its address", () => {
    expect(generated.data.fixedPaths).toContain("/guides-for-owners/storm-checks");
  });

  test("a broken link is reported with its file and line", async () => {
    expect(await problemsFor(PAGE.replace("/pricing", "/no-such-page"))).toEqual([
      `${FILE}, line 18: body: links to /no-such-page, which is not a page of the site` +
        "\n    hint: link to a fixed page (site/pages), a place, or another entry's path",
    ]);
  });

  test("an unknown placeholder is reported", async () => {
    const problems = await problemsFor(PAGE.replace("{{phone}}", "{{phoneNumber}}"));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${FILE}, line 6: lead: .*phoneNumber`));
  });

  test("a component line draws the site's component in its section", async () => {
    const withCard = await generateFixture(
      addPage(PAGE.replace("See [what", "{=ajax-price-card Our packages}\n\nSee [what")),
    );
    const page = withCard.files.find((file) => file.path === module!.path)!;
    expect(page.contents).toMatch(
      /<\/ul>',\s*\{ component: "ajax-price-card", title: "Our packages" \},\s*'<p>See/,
    );
  });

  test("an unknown component, or one outside a section, is reported with its file and line", async () => {
    const hint = `\n    hint: a section (after a "## " heading) may hold one of: ${PROSE_COMPONENTS.join(", ")}`;
    expect(
      await problemsFor(PAGE.replace("See [what", "{=price-wall Our packages}\n\nSee [what")),
    ).toEqual([
      `${FILE}, line 18: body: "{=price-wall …}" is not a component a prose page draws here${hint}`,
    ]);
    expect(
      await problemsFor(PAGE.replace("Look from the ground first.", "{=ajax-price-card Prices}")),
    ).toEqual([
      `${FILE}, line 9: body: "{=ajax-price-card …}" is not a component a prose page draws here${hint}`,
    ]);
  });

  test("a page that site/pages already has is refused", async () => {
    const texts = (edit: InputTexts) => {
      edit["data/pages/pricing.md"] = PAGE;
    };
    const error = await generateFixture(texts).catch((thrown: unknown) => thrown);
    expect((error as DataError).problems.map(formatProblem)).toEqual([
      "data/pages/pricing.md: site/pages also has a page at /pricing" +
        "\n    hint: keep one: a prose page in data/pages or a hand-written page in site/pages",
    ]);
  });
});
