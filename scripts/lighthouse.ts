/**
 * `npm run lighthouse [-- --json scores.json] [/path ...]`: Lighthouse in its
 * default mobile mode (emulated phone, simulated slow 4G, 4x CPU slowdown) on
 * one page of every kind (scripts/lib/page-kinds.ts), or only the pages whose
 * paths are given (any built page). One page at a time: runs in parallel would share the two
 * cores and skew the performance score.
 *
 * Prints a Markdown table of the four category scores, then every failing
 * audit of a page below target, and exits 1 if any page misses the targets
 * (performance 95, accessibility, best practices and SEO 100). --json also
 * writes each page's scores and its layout shift (CLS) and LCP. Needs a build
 * (`npm run build`); starts the production server on a free loopback port
 * with a scratch DATA_DIR and keeps Chromium off the network.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { parse } from "node-html-parser";
import {
  CHROMIUM_PATH,
  DISABLED_FEATURES,
  OFFLINE_FLAGS,
  OUTSIDE_PLAYWRIGHT_FLAGS,
} from "./lib/chromium-flags";
import { PAGE_KINDS, type PageKind } from "./lib/page-kinds";
import { startServer } from "./server-process";

type CategoryId = "performance" | "accessibility" | "best-practices" | "seo";
type AuditResult = Result["audits"][string];

/** Lowest acceptable score of each category, 0 to 100 as the report shows it. */
const TARGETS: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const CATEGORIES: CategoryId[] = ["performance", "accessibility", "best-practices", "seo"];

interface Failure {
  category: CategoryId;
  id: string;
  title: string;
  displayValue?: string;
  /** CSS selectors of the elements the audit points at. */
  elements: string[];
}

interface PageResult {
  kind: PageKind;
  /** 0 to 100 as the report rounds them; null when the category could not be scored. */
  scores: Record<CategoryId, number | null>;
  /** Lighthouse's own 0 to 1 scores, unrounded. */
  rawScores: Record<CategoryId, number | null>;
  noindex: boolean;
  /** Audits failed by design (see isByDesign), which do not count against the page. */
  byDesign: Failure[];
  failures: Failure[];
  runtimeError?: string;
  /** Lab metrics of the run (null when Lighthouse could not measure them). */
  metrics: { cumulativeLayoutShift: number | null; largestContentfulPaintMs: number | null };
  seconds: number;
  passed: boolean;
}

/** What the audited page is meant to be, for the findings it earns by design. */
interface PageFacts {
  url: string;
  noindex: boolean;
  notFound: boolean;
}

/**
 * Chromium reads only the last --disable-features, so this one also carries
 * chrome-launcher's own list (it turns RenderDocument off for Lighthouse).
 */
function disableFeaturesFlag(): string {
  const prefix = "--disable-features=";
  const launcherDefaults = chromeLauncher.Launcher.defaultFlags()
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(","));
  return prefix + [...new Set([...launcherDefaults, ...DISABLED_FEATURES])].join(",");
}

/**
 * A Chromium of its own for each run, with a fresh profile under
 * profileRoot, as the Lighthouse command line does: no cache, service worker
 * or trace state carries over from the page before (a browser shared between
 * runs now and then failed to record a page, NO_NAVSTART).
 */
async function withChromium<T>(profileRoot: string, use: (port: number) => Promise<T>): Promise<T> {
  const userDataDir = mkdtempSync(path.join(profileRoot, "profile-"));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...OFFLINE_FLAGS, ...OUTSIDE_PLAYWRIGHT_FLAGS, disableFeaturesFlag()],
    userDataDir,
  });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Whether the page asks search engines not to index it, by meta tag or header. */
async function isNoindex(url: string): Promise<boolean> {
  const response = await fetch(url);
  const meta = parse(await response.text())
    .querySelector('meta[name="robots"]')
    ?.getAttribute("content");
  const header = response.headers.get("x-robots-tag");
  return [meta, header].some((value) => value?.includes("noindex"));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The rows of an audit's details table or list. */
function itemsOf(audit: AuditResult): Record<string, unknown>[] {
  const details: unknown = audit.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items.filter(isRecord);
}

/** Selectors of the elements an audit points at (axe's and most others' rows name a node). */
function elementsOf(audit: AuditResult): string[] {
  return itemsOf(audit).flatMap(({ node }) =>
    isRecord(node) && node.type === "node" && typeof node.selector === "string"
      ? [node.selector]
      : [],
  );
}

/**
 * Findings a page earns by design, which do not count against it. A noindex
 * page fails "is-crawlable" because it asks not to be indexed (its SEO score
 * is below 100 by definition). The not-found page answers 404 on purpose, so
 * it fails "http-status-code", and Chromium logs that 404 of the document
 * itself as a console error; any other console error still counts.
 */
function isByDesign(audit: AuditResult, page: PageFacts): boolean {
  switch (audit.id) {
    case "is-crawlable":
      return page.noindex;
    case "http-status-code":
      return page.notFound;
    case "errors-in-console":
      return (
        page.notFound &&
        itemsOf(audit).every(
          ({ source, sourceLocation }) =>
            source === "network" && isRecord(sourceLocation) && sourceLocation.url === page.url,
        )
      );
    default:
      return false;
  }
}

/** Audits that lower a category's score: scored ones below 1, leaving out what is only informative. */
function failingAudits(lhr: Result, category: CategoryId): AuditResult[] {
  const scored = new Set(["binary", "numeric", "metricSavings"]);
  return (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || !scored.has(audit.scoreDisplayMode)) return [];
    return audit.score !== null && audit.score < 1 ? [audit] : [];
  });
}

function toFailure(category: CategoryId, audit: AuditResult): Failure {
  return {
    category,
    id: audit.id,
    title: audit.title,
    ...(audit.displayValue && { displayValue: audit.displayValue }),
    elements: elementsOf(audit),
  };
}

interface Verdict {
  raw: number | null;
  score: number | null;
  byDesign: Failure[];
  failures: Failure[];
  passed: boolean;
}

/**
 * A category passes at its target, or below it when every audit it fails is
 * failed by design; the failures listed are the audits behind a miss.
 */
function judge(lhr: Result, category: CategoryId, page: PageFacts): Verdict {
  const raw = lhr.categories[category]?.score ?? null;
  const score = raw === null ? null : Math.round(raw * 100);
  const failing = failingAudits(lhr, category);
  const byDesign = failing.filter((audit) => isByDesign(audit, page));
  const others = failing.filter((audit) => !isByDesign(audit, page));
  const atTarget = score !== null && score >= TARGETS[category];
  const passed = atTarget || (score !== null && byDesign.length > 0 && others.length === 0);
  return {
    raw,
    score,
    byDesign: byDesign.map((audit) => toFailure(category, audit)),
    failures: passed ? [] : others.map((audit) => toFailure(category, audit)),
    passed,
  };
}

function emptyScores(): Record<CategoryId, number | null> {
  return { performance: null, accessibility: null, "best-practices": null, seo: null };
}

async function auditOnce(kind: PageKind, origin: string, profileRoot: string): Promise<PageResult> {
  const url = origin + kind.path;
  const page: PageFacts = { url, noindex: await isNoindex(url), notFound: kind.notFound === true };
  const flags: Flags = {
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // Without this Lighthouse refuses to score a page that answers 404, as the not-found page must.
    ignoreStatusCode: page.notFound,
  };
  const started = performance.now();
  const run = await withChromium(profileRoot, (port) => lighthouse(url, { ...flags, port }));
  const seconds = (performance.now() - started) / 1000;
  const result: PageResult = {
    kind,
    scores: emptyScores(),
    rawScores: emptyScores(),
    noindex: page.noindex,
    byDesign: [],
    failures: [],
    metrics: { cumulativeLayoutShift: null, largestContentfulPaintMs: null },
    seconds,
    passed: false,
  };
  if (!run) return { ...result, runtimeError: "Lighthouse returned no result" };
  const { lhr } = run;
  result.metrics = {
    cumulativeLayoutShift: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
    largestContentfulPaintMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
  };
  // The not-found page's 404 is its purpose, not the warning's "unable to reliably load".
  const warnings = lhr.runWarnings.filter(
    (w) => !(page.notFound && w.includes("Status code: 404")),
  );
  for (const warning of warnings) console.error(`lighthouse: ${kind.path}: ${warning}`);
  let allPassed = true;
  for (const category of CATEGORIES) {
    const verdict = judge(lhr, category, page);
    result.scores[category] = verdict.score;
    result.rawScores[category] = verdict.raw;
    result.byDesign.push(...verdict.byDesign);
    result.failures.push(...verdict.failures);
    allPassed &&= verdict.passed;
  }
  if (lhr.runtimeError) {
    result.runtimeError = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  }
  result.passed = allPassed && !lhr.runtimeError;
  return result;
}

/** A run that failed to record the page (e.g. NO_NAVSTART, "run Lighthouse again") gets one more try. */
async function auditPage(kind: PageKind, origin: string, profileRoot: string): Promise<PageResult> {
  const first = await auditOnce(kind, origin, profileRoot);
  if (!first.runtimeError) return first;
  console.error(`lighthouse: ${kind.path}: ${first.runtimeError}; running it again`);
  return auditOnce(kind, origin, profileRoot);
}

function scoreCell(result: PageResult, category: CategoryId): string {
  const score = result.scores[category];
  if (score === null) return "error";
  if (category === "seo" && result.noindex) return "n/a (noindex)";
  const belowByDesign =
    score < TARGETS[category] && result.byDesign.some((failure) => failure.category === category);
  return belowByDesign ? `${score}*` : String(score);
}

function failureLine(path: string, failure: Failure): string {
  const value = failure.displayValue ? ` (${failure.displayValue})` : "";
  const elements = failure.elements.length > 0 ? `; elements: ${failure.elements.join(", ")}` : "";
  return `- ${path}: ${failure.category}: ${failure.id}: ${failure.title}${value}${elements}`;
}

function printReport(results: PageResult[]): void {
  console.log("| page kind | path | performance | accessibility | best practices | SEO |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const result of results) {
    const cells = CATEGORIES.map((category) => scoreCell(result, category));
    console.log(`| ${result.kind.name} | ${result.kind.path} | ${cells.join(" | ")} |`);
  }
  const byDesign = results
    .filter((result) => result.byDesign.length > 0)
    .map((result) => {
      const audits = result.byDesign.map((failure) => `${failure.category} ${failure.id}`);
      return `${result.kind.path}: ${audits.join(", ")}`;
    });
  if (byDesign.length > 0) {
    console.log(
      "\n* and n/a: below 100 only through audits failed by design (a noindex page is not " +
        "crawlable; the not-found page answers 404, which Chromium also logs to the console): " +
        `${byDesign.join("; ")}.`,
    );
  }
  const failed = results.filter((result) => !result.passed);
  if (failed.length > 0) console.log("\nBelow target:");
  for (const result of failed) {
    if (result.runtimeError) console.log(`- ${result.kind.path}: ${result.runtimeError}`);
    for (const failure of result.failures) console.log(failureLine(result.kind.path, failure));
  }
  console.log(
    `\n${results.length - failed.length} of ${results.length} pages meet the targets ` +
      "(performance ≥ 95; accessibility, best practices and SEO 100).",
  );
}

/** The page kinds to audit: all of them, or the pages whose paths are given (of a listed kind or not). */
function chosenKinds(paths: string[]): PageKind[] {
  if (paths.length === 0) return [...PAGE_KINDS];
  return paths.map((p) => PAGE_KINDS.find((kind) => kind.path === p) ?? { name: "page", path: p });
}

const { values: args, positionals } = parseArgs({
  options: { json: { type: "string" } },
  allowPositionals: true,
});
const kinds = chosenKinds(positionals);
if (!existsSync("dist/client/index.html")) {
  console.error("lighthouse: no build in dist/client; run `npm run build` first");
  process.exit(1);
}

const wallStart = performance.now();
const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-data-"));
const profileRoot = mkdtempSync(path.join(tmpdir(), "lighthouse-chromium-"));
const { child: server, port } = await startServer({ DATA_DIR: dataDir });
try {
  // localhost, not 127.0.0.1: Lighthouse counts it a secure origin, as the live site's HTTPS is.
  const origin = `http://localhost:${port}`;
  const results: PageResult[] = [];
  for (const [index, kind] of kinds.entries()) {
    console.error(`lighthouse: [${index + 1}/${kinds.length}] ${kind.path}`);
    const result = await auditPage(kind, origin, profileRoot);
    const summary = CATEGORIES.map((category) => result.scores[category] ?? "error").join(" / ");
    console.error(`lighthouse:   ${summary} in ${result.seconds.toFixed(1)} s`);
    results.push(result);
  }
  printReport(results);
  if (args.json) writeFileSync(args.json, `${JSON.stringify(results, null, 2)}\n`);
  const wall = (performance.now() - wallStart) / 1000;
  console.error(`lighthouse: ${results.length} pages in ${wall.toFixed(0)} s`);
  if (results.some((result) => !result.passed)) process.exitCode = 1;
} finally {
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  rmSync(profileRoot, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
