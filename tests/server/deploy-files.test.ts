/**
 * deploy/: the systemd unit and the container file start the server with
 * `npm run serve`'s command, on the Node major of .nvmrc (which package.json's
 * engines allows), and let it write where DATA_DIR points. Neither can be run
 * here (no systemd as PID 1, no container engine); what they say is checked.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { EnvSchema } from "../../site/server/config";
import { NODE_MAJOR } from "../../site/server/node-version";

const read = (file: string) => readFileSync(file, "utf8");
const manifest = JSON.parse(read("package.json")) as {
  scripts: Record<string, string>;
  engines: { node: string };
};
const serve = manifest.scripts.serve!;
const nvmrc = read(".nvmrc").trim();
const unit = read("deploy/aerial-site.service");
const containerfile = read("deploy/Containerfile");

/** The values of `Key=` lines of a unit (or `KEY value` instructions of a container file). */
const unitValues = (key: string) =>
  [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1]);
const instructions = (keyword: string) =>
  [...containerfile.matchAll(new RegExp(`^${keyword} (.*)$`, "gm"))].map((match) => match[1]!);

const versionParts = (version: string) => version.replace(/^v/, "").split(".").map(Number);

test(".nvmrc names an exact version that engines.node allows", () => {
  expect(nvmrc).toMatch(/^\d+\.\d+\.\d+$/);
  const bound = /^>=(\d+(?:\.\d+){0,2})$/.exec(manifest.engines.node);
  expect(bound, `engines.node ${manifest.engines.node}`).not.toBeNull();
  const [major, minor = 0] = versionParts(bound![1]!);
  const [wantMajor, wantMinor] = versionParts(nvmrc);
  expect(wantMajor).toBe(major);
  expect(wantMinor).toBeGreaterThanOrEqual(minor);
});

test("the server refuses an older Node than .nvmrc's major, no newer", () => {
  expect(NODE_MAJOR).toBe(versionParts(nvmrc)[0]);
});

test("the unit starts npm run serve's command, with the data folder its one writable path", () => {
  expect(unitValues("ExecStart")).toEqual([serve]);
  const [workingDirectory] = unitValues("WorkingDirectory");
  const dataDir = EnvSchema.shape.DATA_DIR.parse(undefined);
  expect(unitValues("ReadWritePaths")).toEqual([path.posix.join(workingDirectory!, dataDir)]);
  expect(unitValues("ProtectSystem")).toEqual(["strict"]);
  expect(unitValues("NoNewPrivileges")).toEqual(["true"]);
  expect(unitValues("Restart")).toEqual(["on-failure"]);
  expect(unitValues("User")).not.toEqual(["root"]);
});

test("the container runs the same command on .nvmrc's Node major, as a user, with DATA_DIR a volume", () => {
  expect(instructions("FROM")).toEqual([`node:${versionParts(nvmrc)[0]}-slim`]);
  expect(instructions("CMD").map((cmd) => (JSON.parse(cmd) as string[]).join(" "))).toEqual([
    serve,
  ]);
  expect(instructions("RUN").join("\n")).toContain("npm ci --omit=dev");
  expect(instructions("USER")).toEqual(["node"]);
  const dataDir = /^DATA_DIR=(\S+)$/.exec(
    instructions("ENV").find((env) => env.startsWith("DATA_DIR=")) ?? "",
  );
  expect(instructions("VOLUME")).toEqual([dataDir?.[1]]);
});
