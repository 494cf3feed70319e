/**
 * `npm start`, as the owner's guide has the owner type it, in the project the full build ran in:
 * it builds when the build is stale (here it is not), then serves the site on PORT until stopped.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { freePort } from "../../scripts/server-process";

/** The scratch project the full build ran in, with its own package.json and node_modules link. */
const project = path.resolve(inject("fullSiteDir"), "../..");

let child: ChildProcess;
let origin = "";
let dataDir = "";
let output = "";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "npm-start-"));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawn("npm", ["start"], {
    cwd: project,
    // Without the test run's npm_* variables, which would point npm at this project.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("npm_"))),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG: "0",
    },
    // Its own process group, so that stopping it stops npm's shell and the server under it.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  }
  // A deadline, not a measure: a stale build would be made first, on a busy machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    try {
      await fetch(origin);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}, 180_000);

afterAll(async () => {
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    process.kill(-child.pid, "SIGTERM");
    await once(child, "exit");
  }
  await rm(dataDir, { recursive: true, force: true });
});

test("npm start serves the home page and a town's page on PORT", async () => {
  for (const page of ["/", "/witney"]) {
    const response = await fetch(`${origin}${page}`);
    expect({ page, status: response.status }).toEqual({ page, status: 200 });
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/i);
  }
});

test("npm start stops with the terminal's Ctrl+C, the server with it", async () => {
  process.kill(-child.pid!, "SIGINT");
  await once(child, "exit");
  // The server may take a moment after npm to close its port; it must not stay behind.
  const deadline = Date.now() + 10_000;
  let serving = true;
  while (serving && Date.now() < deadline) {
    serving = await fetch(origin).then(
      () => true,
      () => false,
    );
    if (serving) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(serving).toBe(false);
});
