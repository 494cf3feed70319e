/**
 * `npm run dev`: Vike's dev server on http://localhost:3000, with the
 * generator run first and again whenever data/ or templates/ change; Vite
 * then reloads the pages whose generated modules changed.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createServer } from "vite";
import { main as generateOnly } from "../generator/cli";

const watched = ["data", "templates"].map((dir) => path.resolve(dir));

/**
 * The generator, then the photo stage (in its own process: it imports the
 * freshly generated photo list, which this process has cached).
 */
async function generate(argv: string[]): Promise<number> {
  const status = await generateOnly(argv);
  if (status !== 0) return status;
  const photos = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/photos.ts"], {
    stdio: "inherit",
  });
  const [code] = (await once(photos, "close")) as [number | null];
  return code ?? 1;
}

if ((await generate([])) !== 0)
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
