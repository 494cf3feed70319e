// An older Node stops the server, its commands and the build with one line
// and exit 2, rather than a stack trace from the first feature it lacks.
import { afterEach, expect, test, vi } from "vitest";
import { NODE_MAJOR, requireNode } from "../../site/server/node-version";

afterEach(() => vi.restoreAllMocks());

function outcome(version: string): { said: string[]; code: number | undefined } {
  const said: string[] = [];
  let code: number | undefined;
  vi.spyOn(console, "error").mockImplementation((line: string) => void said.push(line));
  vi.spyOn(process, "exit").mockImplementation(((exitCode?: number) => {
    code = exitCode;
    // The test goes on: requireNode() returns after exit() as it never does.
  }) as typeof process.exit);
  requireNode("build", version);
  return { said, code };
}

test("Node 20 stops with one message naming the command, the version needed and the fix", () => {
  const { said, code } = outcome("20.20.2");
  expect(code).toBe(2);
  expect(said).toHaveLength(1);
  expect(said[0]).toContain(`build: Node ${NODE_MAJOR} or later is needed; this is v20.20.2.`);
  expect(said[0]).toContain(". scripts/use-node.sh");
});

test("the project's Node and later ones pass", () => {
  for (const version of [`${NODE_MAJOR}.0.0`, `${NODE_MAJOR}.21.0`, `${NODE_MAJOR + 2}.1.0`])
    expect(outcome(version)).toEqual({ said: [], code: undefined });
});
