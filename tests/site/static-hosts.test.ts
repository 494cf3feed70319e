/**
 * The full build on Cloudflare Pages' and Netlify's own emulators (installed
 * on demand, started once each, offline): every check of `npm run
 * check:hosts` must pass; what a host cannot do is reported, not failed.
 */
import { beforeAll, describe, expect, inject, test } from "vitest";
import { manifest } from "../../site/generated/manifest";
import { checkHosts, formatReport, type Report } from "../../scripts/lib/host-report";
import type { CheckResult } from "../../scripts/lib/host-checks";

let report: Report;

beforeAll(async () => {
  report = await checkHosts(inject("fullSiteDir"), manifest, (line) => console.log(line));
  console.log(formatReport(report));
}, 600_000);

const failures = (results: readonly CheckResult[]) =>
  results.filter((item) => item.verdict === "fail").map((item) => `${item.check}: ${item.detail}`);

describe("the built site on static hosts", () => {
  test("no file shadows a redirect rule", () => {
    expect(failures(report.build)).toEqual([]);
  });

  test.each(["cloudflare", "netlify"] as const)("%s: every check passes", (name) => {
    const host = report.hosts.find((candidate) => candidate.host === name);
    expect(host, `${name} was not checked`).toBeDefined();
    expect(failures(host!.results)).toEqual([]);
  });

  test("cloudflare: every internal link target answers without a redirect", () => {
    const hops = report.hosts.find((host) => host.host === "cloudflare")!.hops;
    expect(hops.occurrences.slice(1)).toEqual([0, 0]);
    expect(hops.broken).toEqual([]);
  });
});
