/**
 * npm run check:hosts [-- --dir <folder>] [--cloudflare-dir <folder>]: the
 * built site (dist/client by default) on Cloudflare Pages' and Netlify's own
 * emulators, offline, and against each host's published limits; Cloudflare
 * on a build for it (`npm run build -- --host cloudflare`, served with its
 * Functions) when --cloudflare-dir names one. Prints a table per host and a
 * PASS, FAIL or LIMIT line per check, exits 1 on a FAIL.
 */
import { parseArgs } from "node:util";
import { manifest } from "../site/generated/manifest";
import { allResults, checkHosts, formatReport } from "./lib/host-report";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "dist/client" },
    "cloudflare-dir": { type: "string" },
  },
});
const report = await checkHosts(
  values.dir,
  manifest,
  (line) => console.error(`check:hosts: ${line}`),
  values["cloudflare-dir"],
);
console.log(formatReport(report));
const failed = allResults(report).filter((item) => item.verdict === "fail");
console.log(
  failed.length === 0
    ? "\ncheck:hosts: every check passed (LIMIT lines are what a host cannot do)"
    : `\ncheck:hosts: ${failed.length} checks failed`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
