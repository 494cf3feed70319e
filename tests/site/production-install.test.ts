/**
 * What a deploy copies (package.json, package-lock.json and dist/ of a real
 * build) in a folder of its own, `npm ci --omit=dev`, then the server with
 * plain `node dist/server-app/main.js`: it serves pages, stores a quote
 * request in SQLite under the DATA_DIR of its .env (the environment winning;
 * SITE_URL from .env reaches the pages it renders),
 * and `npm run backup` copies the database while it runs. No devDependency
 * (tsx, TypeScript, Vite) is there to help.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import Database from "libsql";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { freePort, SAMPLE_QUOTE } from "../../scripts/server-process";
import { serverAppFile } from "../../scripts/lib/server-app-files";
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
