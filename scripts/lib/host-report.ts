/**
 * Every host check on one built folder: both emulators started once, side by
 * side, the checks run against each with a bounded pool, Chromium for the
 * browser-side lookup; and the report as text (tables in markdown).
 */
import type { Browser } from "playwright-core";
import { readFixedPaths } from "../../generator/load/load";
import type { Manifest } from "../../model/routes";
import { launchChromium } from "./chromium";
import {
  browserCheck,
  cacheCheck,
  linkHops,
  linkHopsCheck,
  notFoundCheck,
  redirectRulesCheck,
  securityCheck,
  shadowCheck,
  sitemapCheck,
  tableRow,
  type CheckResult,
  type HostRun,
  type LinkHops,
  type TableRow,
} from "./host-checks";
import {
  ensureHostTools,
  HOST_LABELS,
  HOST_NAMES,
  startHost,
  type HostName,
} from "./host-emulators";
import { limitChecks, sitemapLimitChecks } from "./host-limits";
import { mapPool, prober } from "./host-probe";
import { netlifyRuleHeaders } from "./host-rules-netlify";
import { readBuiltForHosts } from "./host-site";
import { reportUrls } from "./host-urls";

export interface HostReport {
  host: HostName;
  results: CheckResult[];
  table: TableRow[];
  hops: LinkHops;
}

export interface Report {
  dir: string;
  /** The build for Cloudflare Pages checked there, when it is not `dir`. */
  cloudflareDir?: string;
  build: CheckResult[];
  hosts: HostReport[];
}

async function checkOneHost(
  run: HostRun,
  site: Awaited<ReturnType<typeof readBuiltForHosts>>,
  manifest: Pick<Manifest, "places" | "reserved">,
  fixedPaths: readonly string[],
  browser: Browser,
): Promise<HostReport> {
  const urls = reportUrls(site, manifest, fixedPaths);
  const trails = await mapPool(urls, 6, (url) => run.probe.follow(url.path));
  // One after another: each check keeps its own pool full, the emulator's answers are shared.
  const results = [
    await sitemapCheck(run, site),
    await redirectRulesCheck(run, site),
    ...(await notFoundCheck(run, site)),
    ...securityCheck(run, site, trails),
    ...(await cacheCheck(run, site)),
  ];
  const hops = await linkHops(run, site);
  results.push(linkHopsCheck(run.host, hops));
  results.push(await browserCheck(run, site, manifest, browser));
  return {
    host: run.host,
    results,
    table: urls.map((url, index) => tableRow(url, trails[index]!, site)),
    hops,
  };
}

/**
 * Starts both emulators, runs every check, stops them: Netlify on `dir`,
 * Cloudflare Pages on `cloudflareDir` (a build with `--host cloudflare`, served
 * with its Functions), or on `dir` too when there is none.
 */
export async function checkHosts(
  dir: string,
  manifest: Pick<Manifest, "places" | "reserved">,
  progress: (line: string) => void = () => {},
  cloudflareDir: string = dir,
): Promise<Report> {
  const tools = ensureHostTools(progress);
  const [site, cloudflareSite, fixedPaths] = await Promise.all([
    readBuiltForHosts(dir),
    cloudflareDir === dir ? undefined : readBuiltForHosts(cloudflareDir),
    readFixedPaths("."),
  ]);
  const siteOf = (name: HostName) => (name === "cloudflare" ? (cloudflareSite ?? site) : site);
  const dirOf = (name: HostName) => (name === "cloudflare" ? cloudflareDir : dir);
  progress(
    `starting ${HOST_NAMES.map((name) => `${HOST_LABELS[name]} on ${dirOf(name)}`).join(" and ")}`,
  );
  const started = await Promise.allSettled(
    HOST_NAMES.map((name) => startHost(name, dirOf(name), { tools })),
  );
  const hosts = started.flatMap((outcome) =>
    outcome.status === "fulfilled" ? [outcome.value] : [],
  );
  const browser = await launchChromium();
  try {
    const failed = started.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
    const reports = await Promise.all(
      hosts.map(async (host) => {
        const run: HostRun = {
          host: host.name,
          probe: prober(host.origin),
          ...(host.name === "netlify" && { ruleHeaders: await netlifyRuleHeaders(tools, dir) }),
        };
        const built = siteOf(host.name);
        const report = await checkOneHost(run, built, manifest, fixedPaths, browser);
        report.results.unshift(...limitChecks(host.name, built.figures));
        progress(`${HOST_LABELS[host.name]}: checked`);
        return report;
      }),
    );
    const builds = cloudflareSite ? [site, cloudflareSite] : [site];
    return {
      dir,
      ...(cloudflareSite && { cloudflareDir }),
      build: builds.flatMap((built) =>
        [shadowCheck(built), ...sitemapLimitChecks(built.figures)].map((item) =>
          cloudflareSite ? { ...item, detail: `${built.dir}: ${item.detail}` } : item,
        ),
      ),
      hosts: reports,
    };
  } finally {
    await browser.close();
    await Promise.all(hosts.map((host) => host.stop()));
  }
}

export const allResults = (report: Report) => [
  ...report.build,
  ...report.hosts.flatMap((host) => host.results),
];

const cell = (text: string) => text.replaceAll("|", "\\|") || " ";

export function markdownTable(rows: readonly TableRow[]): string {
  const head = [
    "#",
    "address",
    "what",
    "status",
    "hops",
    "final Location",
    "Cache-Control",
    "security headers",
  ];
  const lines = rows.map((row, index) =>
    [
      String(index + 1),
      `\`${row.url.path}\``,
      row.url.what,
      row.status,
      String(row.hops),
      row.location ? `\`${row.location}\`` : "",
      row.cacheControl,
      row.security,
    ]
      .map(cell)
      .join(" | "),
  );
  return [head.join(" | "), head.map(() => "---").join(" | "), ...lines]
    .map((line) => `| ${line} |`)
    .join("\n");
}

const MARK: Record<CheckResult["verdict"], string> = { pass: "PASS", fail: "FAIL", limit: "LIMIT" };

export function formatReport(report: Report): string {
  const line = (item: CheckResult) =>
    `${MARK[item.verdict]}  ${item.host === "build" ? "build" : item.host}: ${item.check}: ${item.detail}`;
  const sections = report.hosts.map((host) =>
    [
      `## ${HOST_LABELS[host.host]}`,
      "",
      markdownTable(host.table),
      "",
      `Internal links (${host.hops.distinct.reduce((a, b) => a + b)} distinct targets, ${host.hops.occurrences.reduce((a, b) => a + b)} occurrences): 0 hops ${host.hops.occurrences[0]} occurrences / ${host.hops.distinct[0]} targets, 1 hop ${host.hops.occurrences[1]} / ${host.hops.distinct[1]}, 2+ hops ${host.hops.occurrences[2]} / ${host.hops.distinct[2]}`,
      "",
      ...host.results.map(line),
    ].join("\n"),
  );
  const where = report.cloudflareDir
    ? `${report.dir} (Cloudflare Pages: ${report.cloudflareDir})`
    : report.dir;
  return [`# Static hosts on ${where}`, "", ...report.build.map(line), "", ...sections].join(
    "\n\n",
  );
}
