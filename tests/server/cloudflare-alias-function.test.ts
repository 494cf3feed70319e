/**
 * The site's Function answering the aliases a build for Cloudflare routes to
 * it (functions/_middleware.ts), on Cloudflare's own emulator: `wrangler pages
 * dev` serving a small built folder with the project's Functions, as a build
 * past the _redirects limit has it. A routed alias is a 301 straight to its
 * page with the page's security headers; a page or an unknown address the
 * pattern also routes is the static file's answer.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ALIAS_TABLE_PATH } from "../../model/alias-table";
import { cloudflareRoutes } from "../../model/form-origin";
import { splitForCloudflare } from "../../site/server/cloudflare-aliases";
import { startHost, type RunningHost } from "../../scripts/lib/host-emulators";

const site = mkdtempSync(path.join(os.tmpdir(), "alias-function-"));
let host: RunningHost;

const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head></html>`;
const pairs: [string, string][] = [
  ["/witney-oxfordshire", "/witney"],
  ["/starlink-installation-witney-oxfordshire", "/starlink-installation-witney"],
  ["/saint-briavels", "/st-briavels"],
];

beforeAll(async () => {
  const split = splitForCloudflare(pairs, 1);
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "witney.html": page("Witney"),
    "starlink-installation-witney.html": page("Starlink in Witney"),
    "st-briavels.html": page("St Briavels"),
    "broadwell-oxfordshire.html": page("Broadwell"),
    "404.html": page("Not found"),
    _redirects: split.rules.map(([from, to]) => `${from} ${to} 301`).join("\n"),
    _headers: "/*\n  X-Frame-Options: DENY\n  Cache-Control: public, max-age=0, must-revalidate\n",
    "_routes.json": cloudflareRoutes(split.patterns),
    [ALIAS_TABLE_PATH.slice(1)]: JSON.stringify(split.table),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(site, name), text);
  host = await startHost("cloudflare", site);
}, 120_000);

afterAll(async () => {
  await host?.stop();
  rmSync(site, { recursive: true, force: true });
});

const ask = (address: string) => fetch(host.origin + address, { redirect: "manual" });

test("a routed alias: 301 straight to its page, with the page's headers", async () => {
  for (const [from, to] of pairs.slice(0, 2)) {
    const answer = await ask(from);
    expect(answer.status, from).toBe(301);
    expect(answer.headers.get("location")).toBe(to);
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  }
  expect((await ask("/witney-oxfordshire/")).headers.get("location")).toBe("/witney");
});

test("an alias kept as a rule is the host's own redirect", async () => {
  const answer = await ask("/saint-briavels");
  expect(answer.status).toBe(301);
  expect(new URL(answer.headers.get("location")!, host.origin).pathname).toBe("/st-briavels");
});

test("a page and an unknown address the pattern routes are the static files' answers", async () => {
  const kept = await ask("/broadwell-oxfordshire");
  expect(kept.status).toBe(200);
  expect(await kept.text()).toContain("Broadwell");
  const unknown = await ask("/nowhere-oxfordshire");
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain("Not found");
});
