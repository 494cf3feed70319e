/**
 * A fourth kind of place page, added to the fixture's run only: one registry
 * entry and one template (tests/fixtures/place-kind/ev-charger.yaml), with the
 * generic PlaceServicePage as its component. Nothing else is edited, and the
 * kind gets its pages, its manifest entries, typed modules, the server's
 * lookup and the static-host rules.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Project } from "ts-morph";
import { beforeAll, describe, expect, test } from "vitest";
import { loadFormatOptions } from "../../generator/load/format-options";
import { parseInputs, readFixedPaths } from "../../generator/load/load";
import { generate, type GeneratedFiles } from "../../generator/pipeline";
import { PLACE_KINDS, kindPath, type PlaceKindSpec } from "../../model/place-kinds";
import type { IndexedPlace } from "../../model/location-index";
import { PAGE_REDIRECTS } from "../../model/routes";
import { compoundSlug } from "../../model/slug";
import { createMissingPathResolver } from "../../model/missing-path";
import { redirectRules } from "../../site/server/static-host-rules";
import { fixtureTexts } from "./fixture";

const EV: PlaceKindSpec = {
  id: "ev-charger",
  prefix: "ev-charger-installation-",
  folder: "ev-charger",
  template: "ev-charger",
  component: "PlaceServicePage",
  propsType: "PlaceServicePageProps",
  socialImage: "/images/social/town.png",
  socialCard: { heading: "EV Charger Installation", line: "Chargers fitted at home" },
  breadcrumb: "EV charger installation",
  linkLabel: "EV charger installation",
  tableLabel: "EV charger",
  nearbyLimit: 6,
  localShare: { median: 0.2, p10: 0.12 },
  countName: "EV charger town pages",
  exampleName: "EV charger town",
};
const KINDS = [...PLACE_KINDS, EV];

async function run(kinds: readonly PlaceKindSpec[], template?: string): Promise<GeneratedFiles> {
  const texts = await fixtureTexts();
  if (template !== undefined) texts[`templates/${EV.template}.yaml`] = template;
  const input = parseInputs(texts, await readFixedPaths(path.resolve(".")));
  return generate(input, await loadFormatOptions(path.resolve(".")), { kinds });
}

let withEv: GeneratedFiles;
let without: GeneratedFiles;
const fileText = (generated: GeneratedFiles, file: string) =>
  generated.files.find((output) => output.path === file)?.contents;

beforeAll(async () => {
  const template = await readFile("tests/fixtures/place-kind/ev-charger.yaml", "utf8");
  [withEv, without] = await Promise.all([run(KINDS, template), run(PLACE_KINDS)]);
});

describe("a fourth kind of place page from one registry entry and one template", () => {
  test("every place gets the page at the kind's prefix, in the kind's folder", () => {
    const evPages = withEv.pages.filter((page) => page.kind === EV.id);
    expect(evPages.map((page) => page.path).sort()).toEqual(
      withEv.plan.places.map((place) => `/ev-charger-installation-${place.slug}`).sort(),
    );
    for (const page of evPages) {
      expect(page.composer).toBe("generic");
      expect(fileText(withEv, `site/generated/ev-charger/${page.place.slug}.tsx`)).toBeDefined();
    }
  });

  test("the template's sections are rendered for the place, and the head has the breadcrumb", () => {
    const page = withEv.pages.find((p) => p.kind === EV.id)!;
    const name = page.place.location.name;
    expect(page.composer === "generic" && page.props.heading).toBe(
      `EV charger installation in ${name}`,
    );
    expect(page.composer === "generic" && page.props.sections.map((s) => s.heading)).toEqual([
      `Why ${name}`,
      "What we fit",
      "What you get",
    ]);
    expect(page.head.breadcrumbs.at(-1)).toEqual({
      name: "EV charger installation",
      path: page.path,
    });
  });

  test("the manifest lists the pages under the kind", () => {
    const manifest = fileText(withEv, "site/generated/manifest.ts")!;
    const listed = manifest.match(/kind: "ev-charger"/g) ?? [];
    expect(listed).toHaveLength(withEv.plan.places.length);
  });

  test("the built-in kinds' modules are what they are without the fourth kind", () => {
    const builtIn = (generated: GeneratedFiles) =>
      generated.files.filter((file) =>
        PLACE_KINDS.some((kind) => file.path.startsWith(`site/generated/${kind.folder}/`)),
      );
    expect(builtIn(withEv)).toEqual(builtIn(without));
  });

  test("a module of the kind typechecks against the component's props", () => {
    const page = withEv.pages.find((p) => p.kind === EV.id)!;
    const file = `site/generated/ev-charger/${page.place.slug}.tsx`;
    const contents = fileText(withEv, file)!;
    expect(contents).toContain('from "../../components/place-service-page"');
    expect(contents).toContain("PlaceServicePageProps");
    const project = new Project({
      tsConfigFilePath: path.resolve("tsconfig.json"),
      skipAddingFilesFromTsConfig: true,
    });
    const source = project.createSourceFile(path.resolve(file), contents, { overwrite: true });
    const errors = source.getPreEmitDiagnostics().map((d) => d.getMessageText());
    expect(errors).toEqual([]);
  }, 60_000);

  test("the server's lookup and the static-host rules know the prefix", () => {
    const places: IndexedPlace[] = withEv.plan.places.map(({ location, slug }) => ({
      name: location.name,
      county: location.county,
      mainPostcode: location.mainPostcode,
      keyFeatureCount: location.keyFeatures.length,
      slug,
    }));
    const pages = new Set(withEv.pages.map((page) => page.path));
    const manifest = { places, reserved: withEv.plan.reserved };
    const place = withEv.plan.places.find((p) => p.location.name === "Carterton")!;
    const alias = compoundSlug(place.location.name, place.location.county);
    const target = kindPath(EV, place.slug);

    const resolver = createMissingPathResolver(manifest, pages, PAGE_REDIRECTS, KINDS);
    expect(resolver.resolve(kindPath(EV, alias))).toEqual({ kind: "redirect", location: target });
    expect(redirectRules(manifest, pages, KINDS)).toContain(`${kindPath(EV, alias)} ${target} 301`);

    // The registry alone, without the entry, never answers with the kind's page.
    const plain = createMissingPathResolver(manifest, pages);
    expect(plain.resolve(kindPath(EV, alias))).not.toEqual({
      kind: "redirect",
      location: target,
    });
  });

  test("a kind whose template is missing is reported, not skipped", async () => {
    await expect(run(KINDS)).rejects.toMatchObject({
      problems: [expect.objectContaining({ file: "templates/ev-charger.yaml" })],
    });
  });
});
