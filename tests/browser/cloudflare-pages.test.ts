/**
 * The whole site on Cloudflare Pages with no server of the owner's, on the
 * host's own emulator, started as the owner starts it: `npm run
 * preview:cloudflare` in a copy of the project holding the fixture's data
 * builds for Cloudflare, applies the migrations to a local D1 database and
 * runs `wrangler pages dev` with the Functions in functions/ beside the
 * static files. Chromium sends a quote without JavaScript (a mistake shown
 * again, then /thank-you) and with the island; the per-address limit is
 * reached; the not-found page reports itself; the postcode check answers
 * without JavaScript. Then the owner's own npm commands read that D1 database
 * (`leads -- --d1 --local --csv --out`, `report:404`, `backup`), and a D1
 * backup restored into a fresh database holds every row. Ctrl-C stops the
 * preview and all it started; `npm run publish:cloudflare` refuses the
 * placeholder database, and with the owner's database but no sign-in it
 * builds and stops before anything leaves the machine.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FUNCTION_PATHS } from "../../model/form-origin";
import { launchChromium } from "../../scripts/lib/chromium";
import { databaseIdProblem, PLACEHOLDER_DATABASE_ID } from "../../scripts/lib/cloudflare-steps";
import { d1Leads, d1NotFoundLog, type D1Target } from "../../scripts/lib/d1";
import { WRANGLER_BIN } from "../../scripts/lib/host-emulators";
import { freePort, SAMPLE_QUOTE } from "../../scripts/server-process";
import { QUOTE_LIMIT_PER_HOUR } from "../../site/forms/limits";
import { notStoredMessage, TOO_MANY } from "../../site/forms/quote";
import { fixtureProject } from "./fixture-build";
import { fillValidQuote } from "./quote-form";

const project = path.resolve("tests/.tmp/cloudflare-pages");
const d1: D1Target = { local: true, cwd: project };
let origin: string;
/** `npm run preview:cloudflare`, in a process group of its own as a terminal runs it. */
let preview: ChildProcess | undefined;
let printed = "";
let browser: Browser;
const scratch = mkdtempSync(path.join(tmpdir(), "cloudflare-pages-"));

/** The fixture's main number, which a visitor is asked to ring. */
const PHONE = /^\s+main: \{[^}]*number: "([^"]+)"/m.exec(
  readFileSync("tests/fixtures/small/data/business.yaml", "utf8"),
)![1]!;
/** As React writes text into a page. */
const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");

/**
 * An owner's terminal: none of the test runner's settings (NODE_ENV=test would build the pages
 * for development) and no Cloudflare token, with wrangler's questions and colours off.
 */
const OWNER_ENV = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== "NODE_ENV" && !/^(VITEST|CLOUDFLARE_)/.test(name),
    ),
  ),
  CI: "1",
  WRANGLER_SEND_METRICS: "false",
  NO_COLOR: "1",
};

/** Runs a command in the fixture project; its output, or a failure with what it printed. */
function run(bin: string, args: string[]): string {
  const result = spawnSync(bin, args, { cwd: project, encoding: "utf8", env: OWNER_ENV });
  if (result.status !== 0) {
    throw new Error(
      `${bin} ${args.join(" ")} exited ${result.status}:\n${result.stderr}${result.stdout}`,
    );
  }
  return result.stdout;
}

/** The processes still in the preview's group: none once it has stopped. */
const groupMembers = (group: number): string[] =>
  spawnSync("pgrep", ["-a", "-g", String(group)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean);

/** Resolves with the address the preview prints once it answers there; fails if it stops first. */
async function previewAddress(child: ChildProcess, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`npm run preview:cloudflare stopped; it printed:\n${printed.slice(-3000)}`);
    }
    const address = / on (http:\/\/127\.0\.0\.1:\d+) \(Ctrl-C stops it\)$/m.exec(printed)?.[1];
    if (address) {
      try {
        await (await fetch(`${address}/`, { redirect: "manual" })).arrayBuffer();
        return address;
      } catch {
        // Not answering yet.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm run preview:cloudflare did not answer in time; it printed:\n${printed}`);
}

beforeAll(async () => {
  await fixtureProject(project);
  const port = await freePort();
  preview = spawn("npm", ["run", "preview:cloudflare", "--", "--port", String(port)], {
    cwd: project,
    env: OWNER_ENV,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  preview.stdout?.on("data", collect);
  preview.stderr?.on("data", collect);
  origin = await previewAddress(preview, 240_000);
  expect(origin).toBe(`http://127.0.0.1:${port}`);
  browser = await launchChromium();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  // Only when a test failed before Ctrl-C ended it.
  if (preview?.pid !== undefined && groupMembers(preview.pid).length > 0) {
    process.kill(-preview.pid, "SIGKILL");
  }
  rmSync(scratch, { recursive: true, force: true });
});

const leadNames = () => d1Leads(d1).map((lead) => lead.name);

describe("the site on Cloudflare Pages, its Functions and D1", () => {
  test("_routes.json sends exactly the Functions' paths to them: every other path stays static", () => {
    const functionFiles = readdirSync("functions", { recursive: true, encoding: "utf8" })
      .filter(
        (file) =>
          file.endsWith(".ts") && !file.split(path.sep).some((part) => part.startsWith("_")),
      )
      .map((file) => `/${file.replace(/\.ts$/, "").split(path.sep).join("/")}`);
    expect([...FUNCTION_PATHS].sort()).toEqual(functionFiles.sort());
    const routes = JSON.parse(readFileSync(path.join(project, "dist/client/_routes.json"), "utf8"));
    expect(routes).toEqual({ version: 1, include: [...FUNCTION_PATHS], exclude: [] });
  });

  test("without JavaScript: a mistake shown again with each field's message, then /thank-you", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/contact`);
    // The built page carries the working form, posting to the Function on the same origin.
    await expect(page.locator("#quote-form").getAttribute("action")).resolves.toBe("/api/quote");

    await page.getByLabel("Your name").fill("Cloud Nojs");
    const [mistake] = await Promise.all([
      page.waitForResponse((r) => r.url() === `${origin}/api/quote`),
      page.getByRole("button", { name: "Send my quote request" }).click(),
    ]);
    expect(mistake.status()).toBe(400);
    // The policy of the built pages comes with the Function's page too.
    expect(mistake.headers()["content-security-policy"]).toContain("form-action 'self'");
    for (const field of ["phone", "postcode", "service"]) {
      await expect(page.locator(`#quote-${field}-error`).textContent()).resolves.toMatch(/\w/);
    }
    await expect(page.getByLabel("Phone number").getAttribute("aria-invalid")).resolves.toBe(
      "true",
    );
    await expect(page.getByLabel("Your name").inputValue()).resolves.toBe("Cloud Nojs");

    await fillValidQuote(page, "Cloud Nojs", "wifi-mesh");
    await page.getByRole("button", { name: "Send my quote request" }).click();
    await page.waitForURL(`${origin}/thank-you`);
    expect(leadNames()).toEqual(["Cloud Nojs"]);
    console.log(
      `no JavaScript: 400 with the phone, postcode and service messages; then 303 to /thank-you, stored in D1: ${leadNames().join(", ")}`,
    );
    await context.close();
  });

  test("with JavaScript: the island posts to the Function and confirms with its toast", async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${origin}/instant-quote`);
    await page.getByLabel("Your name").focus();
    await page.locator('#quote-form-island[data-island="ready"]').waitFor({ timeout: 10_000 });
    await fillValidQuote(page, "Cloud Island", "starlink");
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url() === `${origin}/api/quote` && r.request().method() === "POST",
      ),
      page.getByRole("button", { name: "Send my quote request" }).click(),
    ]);
    expect(response.status()).toBe(201);
    await page
      .locator(".toast-title", { hasText: "Thank you: we have your request" })
      .waitFor({ timeout: 10_000 });
    expect(problems).toEqual([]);
    const island = d1Leads(d1).find((lead) => lead.name === "Cloud Island");
    expect(island).toMatchObject({ service: "starlink", sourcePage: "/instant-quote" });
    console.log(`JavaScript: 201, toast shown; stored in D1 as lead ${island?.id}`);
    await page.close();
  });

  test("a lead D1 cannot store is never acknowledged: 503 with the phone number, JSON or page", async () => {
    const execute = (sql: string) =>
      run(WRANGLER_BIN, ["d1", "execute", "aerial-site", "--local", "--command", sql]);
    execute("ALTER TABLE leads RENAME TO leads_away");
    try {
      const json = await fetch(`${origin}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...SAMPLE_QUOTE, name: "Cloud Lost" }),
      });
      expect(json.status).toBe(503);
      expect(json.headers.get("retry-after")).toBe("60");
      await expect(json.json()).resolves.toEqual({ error: notStoredMessage(PHONE) });
      const page = await fetch(`${origin}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...SAMPLE_QUOTE, name: "Cloud Lost" }).toString(),
      });
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain(escapeHtml(notStoredMessage(PHONE)));
      expect(html).toContain('value="Cloud Lost"');
    } finally {
      execute("ALTER TABLE leads_away RENAME TO leads");
    }
    expect(leadNames()).not.toContain("Cloud Lost");
    console.log(
      "D1 refusing the insert: 503 with Retry-After and the phone number, as JSON and as the form page",
    );
  });

  test("the per-address limit: refused with 429, as JSON and as a page, and nothing stored", async () => {
    const before = leadNames().length;
    const statuses: number[] = [];
    // Empty requests count towards the limit like any other (the core counts before it reads).
    while (statuses.at(-1) !== 429 && statuses.length < 40) {
      const answer = await fetch(`${origin}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      statuses.push(answer.status);
      if (answer.status === 429) await expect(answer.json()).resolves.toEqual({ error: TOO_MANY });
    }
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([400]));
    const page = await fetch(`${origin}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Cloud Limited", sourcePage: "/contact" }).toString(),
    });
    expect(page.status).toBe(429);
    const html = await page.text();
    expect(html).toContain(TOO_MANY);
    expect(html).toContain('value="Cloud Limited"');
    expect(leadNames()).toHaveLength(before);
    console.log(
      `limit (${QUOTE_LIMIT_PER_HOUR} an hour): after this address's earlier posts, ${statuses.length - 1} more answered 400, then 429 (JSON and page)`,
    );
  });

  test("the not-found page reports itself, stored in D1", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${origin}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await expect
      .poll(
        () =>
          d1NotFoundLog(d1)
            .top(10)
            .map((row) => row.path),
        { timeout: 15_000 },
      )
      .toContain("/no-such-page-here");
    await page.close();
  });

  test("the postcode check without JavaScript: an answer, a mistake, and the page as built", async () => {
    const yes = await fetch(`${origin}/coverage?postcode=OX18+3AB`);
    expect(yes.status).toBe(200);
    expect(await yes.text()).toMatch(/<title>Yes, we cover OX18 3AB:/);
    const bad = await fetch(`${origin}/coverage?postcode=hello`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/<title>That does not look like a UK postcode:/);
    const built = await fetch(`${origin}/coverage`);
    expect(built.status).toBe(200);
    expect(built.headers.get("x-robots-tag")).toBeNull();
    console.log(
      "postcode check without JavaScript: OX18 3AB 200 (we cover), hello 400, no query 200 (the built page)",
    );
  });

  test("the owner's commands, through npm from the last build, read that D1 database, and a backup restores into a fresh one whole", () => {
    const list = run("npm", ["run", "-s", "leads", "--", "--d1", "--local"]);
    console.log(`npm run leads -- --d1 --local\n${list}`);
    expect(list).toMatch(/^#1 .* Cloud Nojs .*\(.*from \/contact\)$/m);
    expect(list).toMatch(/^#2 .* Cloud Island .*\(.*from \/instant-quote\)$/m);
    expect(list).toMatch(/^2 quote requests\.$/m);

    const csvFile = path.join(scratch, "leads.csv");
    const written = run("npm", [
      "run",
      "-s",
      "leads",
      "--",
      "--d1",
      "--local",
      "--csv",
      "--out",
      csvFile,
    ]);
    expect(written).toBe(`2 quote requests written to ${csvFile}.\n`);
    const csv = readFileSync(csvFile, "utf8");
    console.log(`npm run leads -- --d1 --local --csv --out FILE: ${written}${csv}`);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^id,received \(/);
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 3))).toEqual([
      ["1", expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/), "Cloud Nojs"],
      ["2", expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/), "Cloud Island"],
    ]);

    const report = run("npm", ["run", "-s", "report:404", "--", "--d1", "--local"]);
    console.log(`npm run report:404 -- --d1 --local\n${report}`);
    expect(report).toMatch(/^\s+1 .* \/no-such-page-here$/m);

    const backupLine = run("npm", [
      "run",
      "-s",
      "backup",
      "--",
      "--d1",
      "--local",
      "--dir",
      scratch,
    ]);
    console.log(`npm run backup -- --d1 --local\n${backupLine}`);
    expect(backupLine).toMatch(/^backup: .*\.d1\.sql, \d+ kB, 2 leads, 1 not-found row\n$/);
    const [file] = readdirSync(scratch).filter((name) => name.endsWith(".d1.sql"));

    // The restore the guide gives, into a database that has never existed.
    const fresh = path.join(scratch, "fresh-state");
    run(WRANGLER_BIN, [
      "d1",
      "execute",
      "aerial-site",
      "--local",
      "--persist-to",
      fresh,
      "--file",
      path.join(scratch, file!),
    ]);
    const restored: D1Target = { ...d1, persistTo: fresh };
    expect(d1Leads(restored)).toEqual(d1Leads(d1));
    expect(d1NotFoundLog(restored).top(100)).toEqual(d1NotFoundLog(d1).top(100));
    console.log(
      `restored into a fresh local database: ${d1Leads(restored).length} leads, ${d1NotFoundLog(restored).count()} not-found row, equal to the live copy's`,
    );
  });

  test("Ctrl-C stops the preview, and nothing it started is left running", async () => {
    const group = preview!.pid!;
    expect(groupMembers(group).length).toBeGreaterThan(1);
    const exited = new Promise<number | string | null>((resolve) =>
      preview!.once("exit", (code, signal) => resolve(code ?? signal)),
    );
    // A terminal's Ctrl-C: SIGINT to every process of the foreground group.
    process.kill(-group, "SIGINT");
    // npm ends as the interrupted command it ran: by the signal, or with 128 + 2.
    const ended = await exited;
    expect(["SIGINT", 130]).toContain(ended);
    let left = groupMembers(group);
    for (let waited = 0; left.length > 0 && waited < 10_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      left = groupMembers(group);
    }
    expect(left).toEqual([]);
    await expect(fetch(`${origin}/`)).rejects.toThrow();
    console.log(`Ctrl-C: npm ended (${ended}), no process of the preview left, ${origin} closed`);
  });
});

describe("npm run publish:cloudflare", () => {
  test("refuses the placeholder database in wrangler.toml, with what to do, and builds nothing", () => {
    const shipped = readFileSync(path.join(project, "wrangler.toml"), "utf8");
    expect(shipped).toContain(PLACEHOLDER_DATABASE_ID);
    const refused = spawnSync("npm", ["run", "publish:cloudflare"], {
      cwd: project,
      encoding: "utf8",
      env: OWNER_ENV,
    });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(`publish:cloudflare: ${databaseIdProblem(shipped)}`);
    expect(refused.stdout).not.toContain("build for Cloudflare Pages");
    console.log(`npm run publish:cloudflare (placeholder): exit 2\n${refused.stderr}`);
  });

  test("with the owner's database but not signed in: it builds, then stops at the live database, uploading nothing", () => {
    // wrangler has no dry run of a Pages deploy; with no sign-in kept (an empty home folder)
    // and no token (OWNER_ENV has none), the first step that needs the account fails before
    // anything is sent.
    const wranglerToml = path.join(project, "wrangler.toml");
    const shipped = readFileSync(wranglerToml, "utf8");
    const home = path.join(scratch, "home");
    mkdirSync(home);
    writeFileSync(
      wranglerToml,
      shipped.replace(PLACEHOLDER_DATABASE_ID, "5f0c1d9e-2b3a-4c5d-8e7f-9a0b1c2d3e4f"),
    );
    try {
      const unsigned = spawnSync("npm", ["run", "publish:cloudflare"], {
        cwd: project,
        encoding: "utf8",
        env: { ...OWNER_ENV, HOME: home, XDG_CONFIG_HOME: path.join(home, ".config") },
      });
      const steps = unsigned.stdout
        .split("\n")
        .filter((line) => line.startsWith("publish:cloudflare: "));
      expect(steps).toEqual([
        "publish:cloudflare: build for Cloudflare Pages",
        "publish:cloudflare: D1 migrations (the live database)",
      ]);
      expect(unsigned.stdout).toMatch(/^build: \d+ pages, /m);
      expect(unsigned.stderr).toContain("CLOUDFLARE_API_TOKEN");
      expect(unsigned.stderr).toContain(
        "publish:cloudflare: stopped: D1 migrations (the live database) failed",
      );
      expect(unsigned.status).toBe(1);
      console.log(`npm run publish:cloudflare (not signed in): exit 1\n${steps.join("\n")}`);
    } finally {
      writeFileSync(wranglerToml, shipped);
    }
  });
});
