/**
 * A place may not take a name the site has a use for: each kind of source of
 * the derived reserved names refuses a place named like it.
 */
import { expect, test } from "vitest";
import { DataError, formatProblem } from "../../generator/errors";
import { generateFixture } from "./fixture";

test.each([
  ["a hand-written page (the fixture's site/pages)", "Pricing", "pricing"],
  ["a prose page (data/pages)", "Working Hours", "working-hours"],
  ["a content family", "Problems", "problems"],
  ["a local-services path", "TV Aerial Installation Oxford", "tv-aerial-installation-oxford"],
  ["a postcode page", "OX7", "ox7"],
  ["a file at the top of site/public", "Images", "images"],
  ["an old address that redirects", "Aerial vs Satellite", "aerial-vs-satellite"],
  ["a name the server owns", "API", "api"],
])(
  "a place named like %s (%s) is refused",
  async (_, name, slug) => {
    // Renamed everywhere it is named, so the address is the problem.
    const error = await generateFixture(
      (texts) => {
        for (const [file, text] of Object.entries(texts))
          texts[file] = text?.replaceAll("Brize Norton", name);
      },
      [],
      ["favicon.svg", "images"],
    ).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).problems.map(formatProblem)).toContain(
      `data/locations.yaml entry 2 ("${name}"): name: the page /${slug} would take a name reserved for a section of the site`,
    );
  },
  60_000,
);
