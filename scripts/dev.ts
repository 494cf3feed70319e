/**
 * `npm run dev`: Vike's dev server on http://localhost:3000, with the
 * generator run first and again whenever data/ or templates/ change; Vite
 * then reloads the pages whose generated modules changed.
 */
import path from "node:path";
import { createServer } from "vite";
import { main as generate } from "../generator/cli";

const watched = ["data", "templates"].map((dir) => path.resolve(dir));

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
