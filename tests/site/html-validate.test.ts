/** Every pre-rendered page is valid HTML, by html-validate's recommended rules. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { HtmlValidate } from "html-validate";
import { expect, inject, test } from "vitest";

const clientDir = inject("fullSiteDir");

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // Two serialisers write each page: React (<meta/>, defer="", dateTime) and
    // Vike (<link>, async). Both spellings are valid HTML, so style rules are off.
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
  },
});

test("every page validates", async () => {
  const files = (await fg("**/*.html", { cwd: clientDir })).sort();
  const problems: string[] = [];
  let validated = 0;
  for (const file of files) {
    const html = await readFile(path.join(clientDir, file), "utf8");
    validated++;
    const report = await validator.validateString(html, file);
    for (const result of report.results)
      for (const message of result.messages)
        problems.push(
          `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        );
  }
  expect(validated).toBeGreaterThan(1600);
  expect(problems.slice(0, 50)).toEqual([]);
}, 180_000);
