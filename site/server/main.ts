/** Starts the server on PORT (3000) and HOST (127.0.0.1) for the site built into dist/client. */
import path from "node:path";
import { createServer } from "./server";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const app = await createServer({
  clientDir: path.resolve("dist/client"),
  logger: process.env.LOG !== "0",
});
await app.listen({ port, host });
