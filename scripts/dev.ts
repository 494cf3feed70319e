/**
 * `npm run dev`: Vike's dev server on http://localhost:3000, with the
 * generator run first and again whenever data/ or templates/ change; Vite
 * then reloads the pages whose generated modules changed.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createServer } from "vite";
import { main as generateOnly } from "../generator/cli";
import { buildPhotosInWorker } from "./lib/in-worker";

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

const server = await createServer({
  configFile: path.resolve("vite.config.ts"),
  server: { port: Number(process.env.PORT ?? 3000) },
});
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

await server.listen();
server.printUrls();

// The first save makes pages: load the printer and the formatter now, not then
// (the start-up run made nothing when the pages were up to date).
await Promise.all([import("ts-morph"), import("prettier")]);
