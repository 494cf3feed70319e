/**
 * The Node the project runs on: the server, its commands and the build stop
 * with one line on an older one (npm run backup needs node:sqlite's backup,
 * the build's children Node's compile cache, neither in Node 20, which gets
 * no security fixes since April 2026). The generator does not stop: checks
 * of the generated files run `npm run generate -- --check` on whatever Node
 * is on PATH, and on Node 20 it runs under tsx (loader/ts-imports.mjs).
 */
/** The oldest Node major: .nvmrc's (a test keeps them equal). */
export const NODE_MAJOR = 24;

/** What `command` says and does when the running Node is older than NODE_MAJOR: one message, exit 2. */
export function requireNode(command: string, version = process.versions.node): void {
  if (Number(version.split(".")[0]) >= NODE_MAJOR) return;
  console.error(
    `${command}: Node ${NODE_MAJOR} or later is needed; this is v${version}.\n` +
      `  Install Node ${NODE_MAJOR} LTS (in a checkout, \`. scripts/use-node.sh\` does it) and start again.`,
  );
  process.exit(2);
}
