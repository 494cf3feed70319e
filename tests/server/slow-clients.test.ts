/**
 * A flood of slow clients from one address cannot hold the server: no more
 * than its per-address cap of connections are let in (the rest are answered
 * 503), visitors from other addresses are served meanwhile, and the
 * connections that never finish their headers are closed by the deadline.
 * Bounded: 300 sockets on 127.0.0.0/8, a few seconds.
 */
import { connect, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, onTestFinished, test } from "vitest";
import { send } from "../../bench/load-client";
import { createServer } from "../../site/server/server";
import { makeFixtureSite } from "./fixture-site";

const FLOOD = 300;
const PER_ADDRESS = 20;
const HEADERS_TIMEOUT_MS = 1_000;
const SLOW_ADDRESS = "127.0.0.5";

let site: ReturnType<typeof makeFixtureSite>;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  site = makeFixtureSite();
  app = await createServer({
    clientDir: site.clientDir,
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    requestTimeoutMs: 2_000,
    maxConnectionsPerAddress: PER_ADDRESS,
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

/** A client that sends half a request and then nothing: the slow-loris pattern. What it is sent is kept. */
function halfOpen(): Promise<{ socket: Socket; received: () => string }> {
  return new Promise((resolve) => {
    let received = "";
    const socket = connect({ port, host: "127.0.0.1", localAddress: SLOW_ADDRESS }, () => {
      socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
      resolve({ socket, received: () => received });
    });
    socket.on("error", () => {});
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
  });
}

test("one address's half-open connections are capped, others are served, all closed by the deadline", async () => {
  const clients = await Promise.all(Array.from({ length: FLOOD }, halfOpen));
  onTestFinished(() => clients.forEach(({ socket }) => socket.destroy()));
  await new Promise((resolve) => setTimeout(resolve, 300));

  // Everyone else is let in while the flood holds its share.
  const visitor = await send({
    port,
    path: "/witney",
    localAddress: "127.0.0.6",
    timeoutMs: 2_000,
  });
  expect(visitor).toMatchObject({ kind: "answer", status: 200 });

  const refused = clients.filter(({ received }) => received().startsWith("HTTP/1.1 503"));
  expect(refused.length).toBe(FLOOD - PER_ADDRESS);
  expect(refused[0]!.received()).toMatch(/retry-after: \d+/i);

  // The deadline is each connection's own: all gone soon after it.
  const deadline = Date.now() + HEADERS_TIMEOUT_MS + 1_500;
  while ((await openConnections()) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await openConnections()).toBe(0);
  const admitted = clients.filter((client) => !refused.includes(client));
  expect(admitted.every(({ received }) => received().startsWith("HTTP/1.1 408"))).toBe(true);
}, 20_000);
