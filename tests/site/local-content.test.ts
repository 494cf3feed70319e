/**
 * The place pages of the real build against the content report's targets:
 * local share per kind, words of <main>, no cut titles. The figures are in
 * the failure message, as `npm run report:content` prints them.
 */
import { beforeAll, expect, inject, test } from "vitest";
import { manifest } from "../../site/generated/manifest";
import { readBuiltSite } from "../../build/built-site";
import {
  dedicatedTownSlugs,
  formatPlaceReport,
  placePagesOf,
  placeReport,
  type PlaceReport,
} from "../../scripts/lib/place-report";

const clientDir = inject("fullSiteDir");
let report: PlaceReport;

beforeAll(async () => {
  const placePages = placePagesOf(manifest, dedicatedTownSlugs());
  report = placeReport(await readBuiltSite(clientDir), placePages);
});

test("every place page is built and measured, and shows its own name", () => {
  const dedicated = dedicatedTownSlugs().size;
  const places = manifest.places.length;
  expect(report.missing).toEqual([]);
  expect(report.groups.map((g) => [g.group, g.count])).toEqual([
    ["town", places - dedicated],
    ["town, dedicated", dedicated],
    ["starlink", places],
    ["ajax", places],
  ]);
  // Otherwise the name would count as local text and flatter the share.
  expect(report.unnamed).toEqual([]);
});

test("place pages meet the local-share, length and title targets", () => {
  expect(report.failures, formatPlaceReport(report).join("\n")).toEqual([]);
});
