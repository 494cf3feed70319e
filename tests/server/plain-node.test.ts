/**
 * The tests and the server benchmark run the server from its source under
 * plain Node (with tsx), not Vite: every module it imports, page components
 * included, must load there (a stylesheet import, for one, would not). The
 * bundle that `npm start` runs is tested in tests/site/production-install.test.ts.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "vitest";

test("the server's modules load in plain Node", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    "--import",
    "tsx",
    "--input-type=module",
    "--eval",
    "const m = await import('./site/server/server.tsx'); console.log(typeof m.createServer);",
  ]);
  expect(stdout.trim()).toBe("function");
});
