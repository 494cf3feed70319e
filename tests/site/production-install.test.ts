/**
 * What a deploy copies (package.json, package-lock.json and dist/ of a real
 * build) in a folder of its own, `npm ci --omit=dev`, then the server with
 * plain `node dist/server-app/main.js`: it serves pages, stores a quote
 * request in SQLite under the DATA_DIR of its .env (the environment winning;
 * SITE_URL from .env reaches the pages it renders),
 * and `npm run backup` copies the database while it runs; then the owner's
 * `npm run leads` (as text, as CSV into a file) and `npm run report:404` read
 * the rows there. No devDependency (tsx, TypeScript, Vite) is there to help.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { parse } from "csv-parse/sync";
import Database from "libsql";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { freePort, SAMPLE_QUOTE } from "../../scripts/server-process";
import { serverAppFile } from "../../build/server-app-files";
import { EnvSchema } from "../../site/server/config";
import { BackupEnvSchema } from "../../site/server/store/backup";
import { DATABASE_FILE } from "../../site/server/store/database";

const run = promisify(execFile);
const clientDir = inject("fullSiteDir");
/** The scratch project the full build ran in, with its own package files. */
const built = path.resolve(clientDir, "../..");
const DEPLOY = path.resolve("tests/.tmp/production-install");
const DATA_DIR = "data-from-env-file";
const SITE_URL = "https://env-file.example";

/** Server and backup settings: in the environment they would hide the .env file's. */
const SETTINGS = new Set(
  [EnvSchema, BackupEnvSchema].flatMap((schema) => Object.keys(schema.shape)),
);

/**
 * This environment (npm's proxy and certificate settings included) without the
 * test run's npm_* variables, which would point npm at this project, or any
 * setting of the server: only `extra`'s.
 */
const serviceEnv = (extra: Record<string, string>) => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("npm_") && !SETTINGS.has(name)),
  ),
  ...extra,
});

let server: ChildProcess | undefined;
let origin = "";

beforeAll(async () => {
  await rm(DEPLOY, { recursive: true, force: true });
  await mkdir(path.join(DEPLOY, "dist"), { recursive: true });
  for (const file of ["package.json", "package-lock.json"]) {
    await cp(path.join(built, file), path.join(DEPLOY, file));
  }
  for (const folder of ["dist/client", path.dirname(serverAppFile("main"))]) {
    await cp(path.join(built, folder), path.join(DEPLOY, folder), { recursive: true });
  }
  // PORT here loses to the environment's; DATA_DIR and SITE_URL, not in it, are taken from here.
  await writeFile(
    path.join(DEPLOY, ".env"),
    `PORT=1\nDATA_DIR=${DATA_DIR}\nSITE_URL=${SITE_URL}\n`,
  );
  await run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], {
    cwd: DEPLOY,
    env: serviceEnv({}),
  });

  const port = await freePort();
  server = spawn(process.execPath, [serverAppFile("main")], {
    cwd: DEPLOY,
    env: serviceEnv({ PORT: String(port), HOST: "127.0.0.1", LOG: "0", NODE_ENV: "production" }),
    stdio: ["ignore", "inherit", "inherit"],
  });
  origin = `http://127.0.0.1:${port}`;
  // A deadline, not a measure: a loaded machine may take a while to start it.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      await fetch(origin);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  // A fresh npm ci of the production packages and a copy of 5,000 built files: minutes on a
  // busy machine, where the suite's default hook time is two.
}, 360_000);

afterAll(() => {
  server?.kill("SIGKILL");
});

test("the production install has the dependencies and none of the devDependencies", () => {
  const installed = (name: string) => existsSync(path.join(DEPLOY, "node_modules", name));
  expect(["fastify", "libsql", "react-dom", "zod"].filter(installed)).toHaveLength(4);
  expect(["tsx", "typescript", "vite", "vike", "esbuild"].filter(installed)).toEqual([]);
});

test("it serves the home page and a town's page", async () => {
  for (const page of ["/", "/witney"]) {
    const response = await fetch(`${origin}${page}`);
    expect({ page, status: response.status }).toEqual({ page, status: 200 });
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/i);
  }
});

test("a page it renders itself has .env's SITE_URL as its canonical address", async () => {
  // Read as the page modules load: .env must be in the environment before then.
  const response = await fetch(`${origin}/coverage?postcode=OX18+3AB`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(`<link rel="canonical" href="${SITE_URL}/coverage"/>`);
});

test("a quote request is stored under .env's DATA_DIR, backed up live, and there after a stop", async () => {
  const name = `Deploy Check ${process.pid}`;
  const answer = await fetch(`${origin}/api/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...SAMPLE_QUOTE, name }),
  });
  expect(answer.status).toBe(201);
  const { id } = (await answer.json()) as { id: number };

  const { stdout } = await run("npm", ["run", "-s", "backup"], {
    cwd: DEPLOY,
    env: serviceEnv({}),
  });
  expect(stdout).toMatch(
    new RegExp(
      `^backup: ${DATA_DIR}/backups/site-[0-9T-]+Z\\.sqlite, \\d+ kB, 1 lead, 0 not-found rows\\n$`,
    ),
  );

  server!.kill("SIGTERM");
  const [code] = (await once(server!, "exit")) as [number | null];
  expect(code).toBe(0);
  const db = new Database(path.join(DEPLOY, DATA_DIR, DATABASE_FILE), { readonly: true });
  try {
    expect(db.prepare("SELECT id, name FROM leads").all()).toEqual([{ id, name }]);
  } finally {
    db.close();
  }
  expect(existsSync(path.join(DEPLOY, "var"))).toBe(false);
});

describe("the owner's tools, on the rows the server stored and older ones", () => {
  const OLDER_LEAD = {
    created_at: "2026-07-02T10:00:00.000Z",
    name: "Ann Smith",
    phone: "01632 960123",
    email: "ann@example.co.uk",
    postcode: "OX18 3AB",
    service: "satellite-dish",
    message: "Dish knocked\nout of line",
    preferred_time: "morning",
    source_page: "/instant-quote",
  };
  const VISITS = [
    ["/witny", "2026-07-02T10:00:00.000Z"],
    ["/witny", "2026-07-02T10:05:00.000Z"],
    ["/carterton-aerials", "2026-01-02T09:30:00.000Z"],
  ] as const;

  /** `npm run [-s] <args>` in the production install, as the owner types it there. */
  const npmThere = (...args: string[]) =>
    run("npm", ["run", ...args], { cwd: DEPLOY, env: serviceEnv({}) });
  /** A command line through a shell in the production install (redirects, pipes). */
  const shellThere = (line: string) =>
    run("sh", ["-c", line], { cwd: DEPLOY, env: serviceEnv({}) });

  beforeAll(() => {
    // The server is stopped by now; rows as an older version of it stored them go beside its own.
    const db = new Database(path.join(DEPLOY, DATA_DIR, DATABASE_FILE));
    try {
      const columns = Object.keys(OLDER_LEAD);
      db.prepare(
        `INSERT INTO leads (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
      ).run(...Object.values(OLDER_LEAD));
      const visit = db.prepare(
        "INSERT INTO not_found (path, referrer, created_at) VALUES (?, NULL, ?)",
      );
      for (const [page, at] of VISITS) visit.run(page, at);
    } finally {
      db.close();
    }
  });

  test("npm run leads: each request on its line, times by the business's clock, then the count", async () => {
    const { stdout } = await npmThere("-s", "leads");
    const lines = stdout.split("\n");
    expect(lines[0]).toMatch(
      new RegExp(
        `^#1 \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d (GMT|BST)  Deploy Check ${process.pid}  01993 123456  bench@example\\.co\\.uk  OX18 3AB  TV aerial  \\(any, from /contact\\)$`,
      ),
    );
    expect(lines.slice(1)).toEqual([
      "    Benchmark request",
      "#2 2026-07-02 11:00 BST  Ann Smith  01632 960123  ann@example.co.uk  OX18 3AB  Satellite dish  (morning, from /instant-quote)",
      "    Dish knocked out of line",
      "2 quote requests.",
      "",
    ]);
  });

  test("npm run leads -- --csv --out FILE: the CSV alone in the file, a line on the screen", async () => {
    const { stdout } = await npmThere("leads", "--", "--csv", "--out", "leads.csv");
    expect(stdout).toContain("2 quote requests written to leads.csv.");
    const csv = readFileSync(path.join(DEPLOY, "leads.csv"), "utf8");
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.id, row.name, row.service, row.message])).toEqual([
      ["1", `Deploy Check ${process.pid}`, "TV aerial", "Benchmark request"],
      ["2", "Ann Smith", "Satellite dish", "Dish knocked\nout of line"],
    ]);
    expect(rows[1]!["received (Europe/London)"]).toBe("2026-07-02 11:00");
  });

  test.each([">", ">>"])(
    "npm run leads -- --csv %s FILE: npm's banner is taken out of the file",
    async (redirect) => {
      const file = `redirected-${redirect.length}.csv`;
      const { stderr } = await shellThere(`npm run leads -- --csv ${redirect} ${file}`);
      expect(readFileSync(path.join(DEPLOY, file), "utf8")).toBe(
        readFileSync(path.join(DEPLOY, "leads.csv"), "utf8"),
      );
      expect(stderr).toBe("");
    },
  );

  test("npm run leads -- --csv into a pipe: the owner is told how to get a clean file", async () => {
    const { stdout, stderr } = await shellThere("npm run leads -- --csv | cat");
    expect(stdout).toContain("> aerial-site@");
    expect(stderr).toContain("use --out FILE or npm run -s");
  });

  test("npm run report:404: the most visited missing pages, last seen by the business's clock", async () => {
    const { stdout } = await npmThere("-s", "report:404");
    expect(stdout.split("\n")).toEqual([
      "count  last seen             path",
      "    2  2026-07-02 11:05 BST  /witny",
      "    1  2026-01-02 09:30 GMT  /carterton-aerials",
      "3 visits kept (at most 10000).",
      "",
    ]);
  });

  test("a DATA_DIR with no database: the tools say which folder, and create nothing there", async () => {
    const failure = await run("npm", ["run", "-s", "leads"], {
      cwd: DEPLOY,
      env: serviceEnv({ DATA_DIR: "no-such-folder" }),
    }).then(
      () => "it succeeded",
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `leads: no database at ${path.join(DEPLOY, "no-such-folder", DATABASE_FILE)}`,
      ),
    });
    expect(existsSync(path.join(DEPLOY, "no-such-folder"))).toBe(false);
  });
});
