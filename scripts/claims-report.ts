/**
 * `npm run report:claims`: where the business's claims appear. Builds the site
 * three times in scratch copies (business.yaml as shipped, every claim switched
 * off, every claim switched on with sample values), counts the built pages that
 * say each claim word, and counts the same words typed into data/ and
 * templates/ outside business.yaml. Prints Markdown tables.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fg from "fast-glob";
import { readBuiltSite } from "../build/built-site";
import { copyProject } from "./lib/scratch-copy";

/** The words to look for, as the issue names them; "VAT" and the schemes in capitals. */
const WORDS: [string, RegExp][] = [
  ["VAT", /\bVAT\b/],
  ["guarantee", /\bguarantee/i],
  ["insured / insurance cover", /\binsured\b|public liability/i],
  ["NSI", /\bNSI\b/],
  ["SSAIB", /\bSSAIB\b/],
  ["CAI", /\bCAI\b/],
  ["rating (n out of 5, rated)", /\b\d(\.\d)? out of 5\b|\bRated \d/],
  ['"reviews"', /\breviews\b/i],
  ["free quote / free survey", /\bfree (fixed )?(quote|survey)s?\b|\bquotes? (are|is) free\b/i],
  ["call-out", /\bcall[- ]?outs?\b/i],
  ["same day", /\bsame[- ]day\b/i],
];

/** The selling-point switches, each `true` as shipped. */
const SWITCHES = ["freeQuotes", "noCallOutCharge", "sameDayService"] as const;

const CONFIGS: { name: string; claims: string | undefined; switchesOff?: boolean }[] = [
  { name: "as shipped", claims: undefined },
  {
    name: "all off",
    claims: "vat: null\nguarantee: null\ninsurance: null\naccreditations: []\n",
    switchesOff: true,
  },
  {
    name: "all on (sample values)",
    claims: `vat: not-registered
guarantee: { years: 5, covers: [The workmanship of every installation we fit], excludes: [], howToClaim: Call us. }
insurance: { cover: 2000000 }
accreditations:
  - { name: Confederation of Aerial Industries, short: CAI }
  - { name: National Security Inspectorate, short: NSI }
  - { name: Security Systems and Alarms Inspection Board, short: SSAIB }
reviewsProfile: { label: Google, url: "https://www.example.com/reviews" }
`,
  },
];

/** Typed occurrences in the owner's files: every line outside business.yaml, placeholders aside. */
async function typedInSources(): Promise<Map<string, number>> {
  const files = await fg(["data/**/*.{yaml,md}", "templates/*.yaml"], {
    ignore: ["data/business.yaml", "data/schema/**"],
  });
  const counts = new Map(WORDS.map(([word]) => [word, 0]));
  for (const file of files) {
    for (const line of (await readFile(file, "utf8")).split("\n")) {
      const text = line.replace(/\{\{[^}]*\}\}|\]\([^)]*\)/g, " ");
      for (const [word, pattern] of WORDS)
        if (pattern.test(text)) counts.set(word, counts.get(word)! + 1);
    }
  }
  return counts;
}

async function pagesSaying(
  claims: string | undefined,
  switchesOff = false,
): Promise<Map<string, number>> {
  const scratch = await mkdtemp(path.join(tmpdir(), "claims-"));
  try {
    await copyProject(scratch);
    if (claims !== undefined) {
      const file = path.join(scratch, "data/business.yaml");
      const text = await readFile(file, "utf8");
      let next = text.replace(/^vat:[\s\S]*?^accreditations: \[\]\n/m, claims);
      if (claims.includes("reviewsProfile")) next = next.replace(/^reviewsProfile: null\n/m, "");
      if (switchesOff)
        for (const name of SWITCHES)
          next = next.replace(new RegExp(`^${name}: true$`, "m"), `${name}: false`);
      await writeFile(file, next);
    }
    process.stderr.write(
      `building the site with claims ${claims ? "switched" : "as shipped"}...\n`,
    );
    execFileSync("npm", ["run", "-s", "build:site"], { cwd: scratch, stdio: "ignore" });
    const pages = await readBuiltSite(path.join(scratch, "dist/client"));
    const counts = new Map<string, number>();
    for (const [word, pattern] of WORDS) {
      const text = (page: (typeof pages)[number]) =>
        `${page.title}\n${page.description}\n${page.document.querySelector("body")?.structuredText ?? ""}`;
      counts.set(word, pages.filter((page) => pattern.test(text(page))).length);
    }
    counts.set("(pages built)", pages.length);
    return counts;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const typed = await typedInSources();
const built = [];
for (const config of CONFIGS) built.push(await pagesSaying(config.claims, config.switchesOff));

console.log(
  "| word | typed in data/ and templates/ (lines) | " +
    CONFIGS.map((c) => `pages saying it, ${c.name}`).join(" | ") +
    " |",
);
console.log(`| --- | --- | ${CONFIGS.map(() => "---").join(" | ")} |`);
for (const [word] of WORDS)
  console.log(
    `| ${word} | ${typed.get(word)} | ${built.map((counts) => counts.get(word)).join(" | ")} |`,
  );
console.log(
  `| (pages built) | | ${built.map((counts) => counts.get("(pages built)")).join(" | ")} |`,
);
