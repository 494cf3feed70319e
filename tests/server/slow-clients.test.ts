/**
 * A flood of slow clients cannot hold the server: connections that never
 * finish their headers are closed after the headers timeout, no more than
 * the connection limit are open at once, and the site answers again as soon
 * as the flood is cut off. Bounded: 300 sockets on 127.0.0.1, a few seconds.
 */
import { connect, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, onTestFinished, test } from "vitest";
import { createServer } from "../../site/server/server";
import { makeFixtureSite } from "./fixture-site";

const FLOOD = 300;
const MAX_CONNECTIONS = 50;
const HEADERS_TIMEOUT_MS = 1_000;

let site: ReturnType<typeof makeFixtureSite>;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  site = makeFixtureSite();
  app = await createServer({
    clientDir: site.clientDir,
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    requestTimeoutMs: 2_000,
    maxConnections: MAX_CONNECTIONS,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  await app.close();
  site.remove();
});

const openConnections = () =>
  new Promise<number>((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

/** A client that sends half a request and then nothing: the slow-loris pattern. */
function halfOpen(): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
      resolve(socket);
    });
    socket.on("error", () => {});
    // Read what the server sends, so its closing the connection is seen here.
    socket.resume();
  });
}

test("half-open connections are capped, then closed by the headers timeout", async () => {
  const sockets = await Promise.all(Array.from({ length: FLOOD }, halfOpen));
  onTestFinished(() => sockets.forEach((socket) => socket.destroy()));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await openConnections()).toBeLessThanOrEqual(MAX_CONNECTIONS);

  // The headers timeout is checked about once a second: all gone within a few.
  const deadline = Date.now() + HEADERS_TIMEOUT_MS + 3_000;
  while ((await openConnections()) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await openConnections()).toBe(0);
  const stillOpen = sockets.filter((socket) => !socket.destroyed && !socket.readableEnded);
  expect(stillOpen.length).toBe(0);

  const page = await fetch(`http://127.0.0.1:${port}/witney`);
  expect(page.status).toBe(200);
}, 20_000);
