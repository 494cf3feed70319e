/**
 * npm's banner, which `npm run` prints on standard output before a script,
 * is taken out of a file the script's output was sent to, and only there.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { npmBanner, writeWithoutBanner } from "../../site/server/owner/npm-banner";

const dir = mkdtempSync(path.join(tmpdir(), "npm-banner-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const UNDER_NPM = {
  npm_lifecycle_event: "leads",
  npm_lifecycle_script: "tsx scripts/leads.ts",
  npm_package_name: "aerial-site",
  npm_package_version: "0.1.0",
};
const BANNER = "\n> aerial-site@0.1.0 leads\n> tsx scripts/leads.ts --csv\n\n";

test("the banner as npm prints it, with the script's arguments", () => {
  expect(npmBanner(UNDER_NPM, ["--csv"])).toBe(BANNER);
  expect(npmBanner(UNDER_NPM, [])).toBe("\n> aerial-site@0.1.0 leads\n> tsx scripts/leads.ts\n\n");
});

test("no banner outside npm, or under npm run -s", () => {
  expect(npmBanner({}, ["--csv"])).toBeUndefined();
  expect(npmBanner({ ...UNDER_NPM, npm_config_loglevel: "silent" }, ["--csv"])).toBeUndefined();
});

/** Opens a file as a shell redirect does (`>`: truncate; `>>`: append), with `before` in it. */
function writeThrough(flags: "w" | "a", before: string, text: string, banner: string | undefined) {
  const file = path.join(dir, `out-${flags}-${before.length}.csv`);
  writeFileSync(file, "");
  const fd = openSync(file, flags);
  writeFileSync(fd, before);
  const destination = writeWithoutBanner(fd, text, banner);
  closeSync(fd);
  return { destination, contents: readFileSync(file, "utf8") };
}

test.each(["w", "a"] as const)("a file (%s) holding the banner alone is emptied first", (flags) => {
  expect(writeThrough(flags, BANNER, "id,name\r\n", BANNER)).toEqual({
    destination: "banner-removed",
    contents: "id,name\r\n",
  });
});

test("a file with other text in it is appended to, and the banner said to be there", () => {
  const earlier = `id,name\r\n1,Ann\r\n${BANNER}`;
  expect(writeThrough("a", earlier, "id,name\r\n", BANNER)).toEqual({
    destination: "banner-before",
    contents: `${earlier}id,name\r\n`,
  });
});

test("with no banner printed, nothing is removed", () => {
  expect(writeThrough("w", "", "id,name\r\n", undefined)).toEqual({
    destination: "clean",
    contents: "id,name\r\n",
  });
});
