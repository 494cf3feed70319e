/**
 * `npm run dev` on the project itself: the production server's routes over
 * pages Vike renders live. Started as a developer starts it (scripts/dev.ts,
 * on a free port, with a database in a scratch folder), asked over HTTP.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { checkPostcode, describeAnswer } from "../../model/coverage";
import { PAGE_REDIRECTS } from "../../model/routes";
import { selling } from "../../site/components/claims";
import { coverage } from "../../site/generated/coverage";
import { DATABASE_FILE, openDatabase } from "../../site/server/store/database";
import { leadStore } from "../../site/server/store/leads";
import { notFoundLog } from "../../site/server/store/not-found-log";

let dataDir: string;
let dev: ChildProcess | undefined;
let origin: string;
let output = "";

/** The line the dev server prints once it listens: its address and where its database is. */
const READY = /^dev: (http:\/\/127\.0\.0\.1:\d+), .*$/m;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "dev-server-"));
  // As a developer's shell starts it: Vike takes a process with VITEST set for a test
  // of a built site, and would look for the build instead of Vite's dev server.
  const shell = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")),
  );
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts"], {
    env: { ...shell, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev = child;
  origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => reject(new Error(`dev exited (${code}):\n${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev?.once("exit", resolve));
    dev.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => fetch(origin + url, { redirect: "manual" });

function withDatabase<T>(read: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(dataDir);
  try {
    return read(db);
  } finally {
    db.close();
  }
}

describe("npm run dev", () => {
  test("says where its database is and that the server's answers work", () => {
    expect(output).toContain(`go to ${path.join(dataDir, DATABASE_FILE)} (DATA_DIR)`);
    expect(output).toContain("forms, redirects and postcode answers work as in production");
  });

  test("a page: 200, rendered live, with the production security headers but inline style", async () => {
    const response = await get("/contact");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Contact Us for a Free Quote");
    // Vike's inline loader went out as a module file: no inline script needs allowing.
    const loader =
      /<script type="module" src="(\/@dev-loader\/[0-9a-f]+\.js)" async><\/script>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    expect(html).not.toMatch(/<script type="module" async>/);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const script = await get(loader ?? "");
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('import("/@vite/client");');
  });

  test("a moved page: 301 to its address", async () => {
    const [moved, target] = Object.entries(PAGE_REDIRECTS)[0] ?? [];
    const response = await get(`${moved}?from=old`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`${target}?from=old`);
  });

  test("a mistyped town: 301 to its page", async () => {
    const response = await get("/witny");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/witney");
  });

  test("the postcode check without JavaScript: the answer on the page", async () => {
    const postcode = "OX18 3AB";
    const answer = checkPostcode(coverage, postcode);
    expect(answer.kind).not.toBe("invalid");
    const response = await get(`/coverage?postcode=${encodeURIComponent(postcode)}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      `<title>${describeAnswer(answer, coverage.base, selling.aQuote).heading}:`,
    );
  });

  test("a plain quote form: stored in the dev database, 303 to the thank-you page", async () => {
    const response = await fetch(`${origin}/api/quote`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Dev Visitor",
        phone: "01993 123456",
        email: "",
        postcode: "OX18 3AB",
        service: "starlink",
        message: "Sent while developing.",
        preferredTime: "any",
        sourcePage: "/contact",
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
    const leads = withDatabase((db) => leadStore(db).all());
    expect(leads).toMatchObject([{ name: "Dev Visitor", sourcePage: "/contact" }]);
  });

  test("a plain quote form with mistakes: the form page again, with the live page's assets", async () => {
    const response = await fetch(`${origin}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "", sourcePage: "/contact" }).toString(),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("<title>Please check the form:");
    expect(html).toMatch(/<script type="module" src="\/@dev-loader\/[0-9a-f]+\.js" async>/);
  });

  test("an unknown address: 404 with the not-found page, the visit recorded once by the server", async () => {
    const response = await get("/no-such-page-here");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>404 - Page Not Found");
    // The server recorded the visit: the live page goes without the script that would again.
    expect(html).not.toContain("/not-found-report.js");
    await expect
      .poll(() => withDatabase((db) => notFoundLog(db, 100).top(10)))
      .toMatchObject([{ path: "/no-such-page-here", count: 1 }]);
  });
});
