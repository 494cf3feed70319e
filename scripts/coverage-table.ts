/**
 * `npm run coverage-table` (after a build): the postcode check's answers to a
 * set of inputs, measured both ways, as a Markdown table:
 *
 * - without JavaScript: GET /coverage?postcode=... from the server (BASE, or
 *   one started here over dist/client), its status and the answer it renders;
 * - with JavaScript: the home page in Chromium, the postcode typed and Enter
 *   pressed, the answer the island writes in place, with any request to
 *   /coverage refused and counted (it must make none).
 *
 * Both answers are read from the page's #coverage-answer by the same code.
 */
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { parse, type HTMLElement } from "node-html-parser";
import { chromium } from "playwright-core";
import { COVERAGE_PATH } from "../model/routes";
import { COVERAGE_ANSWER_ID, COVERAGE_INPUT_ID, POSTCODE_PARAM } from "../model/coverage-check";
import { createServer } from "../site/server/server";
import { CHROMIUM_PATH, OFFLINE_FLAGS } from "./lib/chromium-flags";
import { plural } from "../model/text";

export const SAMPLE_INPUTS = [
  "OX18 3AB",
  "ox18",
  "GL7",
  "SN1 1AA",
  "RG9",
  "SW1A 1AA",
  "",
  "<script>",
  "ox183ab",
  " gl50  1aa ",
  "CV36 4AB",
  "HP17 8AA",
  "HP14 4AA",
  "OX5",
];

/** One line for a table cell: the heading, then the places or the first sentence, and the phone link. */
function summarise(region: HTMLElement | null): string {
  if (!region) return "(no answer region)";
  const heading = region.querySelector("h3")?.text.trim();
  if (!heading) return "(no answer)";
  const places = region.querySelectorAll("ul a").map((a) => a.text.trim());
  const pages = region
    .querySelectorAll("p a")
    .filter((a) => !a.getAttribute("href")?.startsWith("tel:"))
    .map((a) => a.getAttribute("href"));
  const phone = region.querySelector('a[href^="tel:"]')?.text.replace(/\u00a0/g, " ");
  const detail =
    places.length > 0
      ? `${plural(places.length, "place")}: ${places.slice(0, 3).join(", ")}${places.length > 3 ? " and more" : ""}${pages.length > 0 ? `; ${pages.join(", ")}` : ""}.`
      : (region.querySelector("p")?.text.trim() ?? "");
  return `**${heading}**. ${detail}${phone ? ` Phone ${phone}.` : " (no phone)"}`;
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/</g, "&lt;");
const shown = (input: string) => (input === "" ? '"" (empty)' : `\`${JSON.stringify(input)}\``);

let app: FastifyInstance | undefined;
let base = process.env.BASE;
if (!base) {
  app = await createServer({
    clientDir: path.resolve("dist/client"),
    coverageLimitPerMinute: 1_000,
  });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
}

const withoutJs: string[] = [];
for (const input of SAMPLE_INPUTS) {
  const query = new URLSearchParams({ [POSTCODE_PARAM]: input });
  const response = await fetch(`${base}${COVERAGE_PATH}?${query}`);
  const html = parse(await response.text());
  withoutJs.push(`${response.status} ${summarise(html.getElementById(COVERAGE_ANSWER_ID))}`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: OFFLINE_FLAGS });
const page = await browser.newPage();
let serverAsked = 0;
await page.route(
  (url) => url.pathname === COVERAGE_PATH,
  (route) => {
    serverAsked++;
    return route.abort();
  },
);
await page.goto(`${base}/`);
const withJs: string[] = [];
for (const input of SAMPLE_INPUTS) {
  const before = serverAsked;
  await page.evaluate((id) => document.getElementById(id)?.replaceChildren(), COVERAGE_ANSWER_ID);
  const field = page.locator(`#${COVERAGE_INPUT_ID}`);
  await field.fill(input);
  await field.press("Enter");
  await page.locator(`#${COVERAGE_ANSWER_ID} h3`).waitFor({ timeout: 10_000 });
  const region = await page.locator(`#${COVERAGE_ANSWER_ID}`).evaluate((el) => el.outerHTML);
  const asked = serverAsked - before;
  withJs.push(
    `${summarise(parse(region).getElementById(COVERAGE_ANSWER_ID))}${asked > 0 ? ` (${asked} request to the server!)` : ""}`,
  );
}
const url = page.url();
await browser.close();
await app?.close();

console.log(
  `Postcode check answers (${base}; island on ${new URL(url).pathname}, requests to ${COVERAGE_PATH} refused: ${serverAsked})`,
);
console.log("");
console.log(
  "| input | without JavaScript: server, GET /coverage | with JavaScript: island, in place |",
);
console.log("| --- | --- | --- |");
SAMPLE_INPUTS.forEach((input, i) => {
  console.log(`| ${shown(input)} | ${cell(withoutJs[i]!)} | ${cell(withJs[i]!)} |`);
});
