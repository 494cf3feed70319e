/**
 * `npm run dev`: the production server's code (site/server) on
 * http://127.0.0.1:3000 (HOST, PORT), with pages rendered live by Vike
 * through Vite instead of read from dist/client. The generator runs first and
 * again whenever data/ or templates/ change; Vite then reloads the pages whose
 * generated modules changed. Quote requests and not-found reports go to a
 * database of its own (scripts/lib/dev-server.ts devDataDir).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { main as generateOnly } from "../generator/cli";
import { ConfigError, loadConfig } from "../site/server/config";
import { StartupError } from "../site/server/startup-checks";
import { DATABASE_FILE } from "../site/server/store/database";
import { devDataDir, startDevServer, type DevServer } from "./lib/dev-server";
import { buildPhotosInWorker } from "../build/in-worker";

const watched = ["data", "templates"].map((dir) => path.resolve(dir));

const PHOTO_LIST = path.resolve("site/generated/photos.ts");
const photoList = () => readFile(PHOTO_LIST, "utf8").catch(() => undefined);

/**
 * The generator (which makes only what the save changed), then the photo
 * stage when the photo list changed: in a worker thread, as it imports the
 * freshly generated list, which this thread has cached.
 */
async function generate(argv: string[], first = false): Promise<number> {
  const before = await photoList();
  const status = await generateOnly(argv);
  if (status !== 0) return status;
  if (!first && (await photoList()) === before) return 0;
  const built = await buildPhotosInWorker(process.cwd());
  if (built.value) return 0;
  console.error(`photos: ${built.problem ?? "no answer"}`);
  return 1;
}

if ((await generate([], true)) !== 0)
  console.error("dev: starting with the last good generated pages; fix the data above");

let dev: DevServer;
try {
  // The same settings as the production server, and their checks; the data folder is its own.
  const config = loadConfig(process.env);
  const dataDir = devDataDir(process.env, process.cwd());
  dev = await startDevServer({
    root: process.cwd(),
    dataDir,
    host: config.host,
    port: config.port,
  });
  const file = path.join(dataDir, DATABASE_FILE);
  const database = file.startsWith(process.cwd() + path.sep) ? path.relative(".", file) : file;
  console.log(
    `dev: ${dev.origin}, the production server with pages rendered live: forms, redirects and ` +
      `postcode answers work as in production; quote requests and not-found reports go to ${database} (DATA_DIR).`,
  );
} catch (error) {
  const code = error instanceof Error && "code" in error ? error.code : undefined;
  if (code === "EADDRINUSE" || code === "EACCES") {
    console.error(`dev: cannot listen on the port (${code}): set PORT (and HOST) to another.`);
    process.exit(1);
  }
  if (!(error instanceof ConfigError || error instanceof StartupError)) throw error;
  console.error(`dev: ${error.message}`);
  process.exit(error instanceof ConfigError ? 2 : 1);
}
const server = dev.vite;
server.watcher.add(watched);

let running: Promise<unknown> = Promise.resolve();
server.watcher.on("all", (_event, file) => {
  if (
    !watched.some((dir) => file.startsWith(dir + path.sep)) ||
    file.includes(`${path.sep}schema${path.sep}`)
  )
    return;
  // One run at a time, in order: a burst of saves ends with the data as last saved.
  running = running.then(() => generate(["--quiet"]));
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void dev.app.close().then(() => process.exit(0)));
}

// The first save makes pages: load the printer and the formatter now, not then
// (the start-up run made nothing when the pages were up to date).
await Promise.all([import("ts-morph"), import("prettier")]);
