/**
 * The connection guard on a listening server, over loopback from several
 * source addresses in 127.0.0.0/8: the per-address cap, the deadline for the
 * first request's headers, and that neither refuses ordinary traffic.
 */
import { once } from "node:events";
import { connect, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { send, visitorAddress } from "../../bench/load-client";
import { AddressCounts } from "../../site/server/connection-guard";
import { createServer, type ServerOptions } from "../../site/server/server";
import { makeFixtureSite } from "./fixture-site";

let site: ReturnType<typeof makeFixtureSite>;
beforeAll(() => {
  site = makeFixtureSite();
});
afterAll(() => site.remove());

async function listening(
  options: Omit<ServerOptions, "clientDir">,
): Promise<{ app: FastifyInstance; port: number }> {
  const app = await createServer({ clientDir: site.clientDir, ...options });
  await app.listen({ port: 0, host: "127.0.0.1" });
  onTestFinished(() => app.close());
  const address = app.server.address();
  return { app, port: typeof address === "object" && address ? address.port : 0 };
}

/** A connection from `localAddress` that has sent nothing yet; what it receives is kept. */
function opened(port: number, localAddress: string) {
  return new Promise<{ socket: Socket; received: () => string; closed: Promise<number> }>(
    (resolve) => {
      let received = "";
      const socket = connect({ port, host: "127.0.0.1", localAddress }, () => {
        const connected = performance.now();
        const closed = new Promise<number>((done) =>
          socket.once("close", () => done(performance.now() - connected)),
        );
        resolve({ socket, received: () => received, closed });
      });
      onTestFinished(() => void socket.destroy());
      socket.on("error", () => {});
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (received += chunk));
    },
  );
}

const GET = "GET /witney HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Holds this thread (and so the server's event loop) without giving way, as a long task does. */
const blockEventLoop = (ms: number) =>
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("open connections counted by address", () => {
  test("an address at its limit is refused until one of its connections closes", () => {
    const counts = new AddressCounts(2);
    expect(counts.admit("a")).toBe(true);
    expect(counts.admit("a")).toBe(true);
    expect(counts.admit("a")).toBe(false);
    expect(counts.admit("b")).toBe(true);
    counts.release("a");
    expect(counts.admit("a")).toBe(true);
    expect(counts.openFrom("a")).toBe(2);
  });
});

describe("the per-address cap", () => {
  test("refuses an address's N+1th connection with 503 and Retry-After, not another address's", async () => {
    const { port } = await listening({ maxConnectionsPerAddress: 3 });
    const held = await Promise.all([1, 2, 3].map(() => opened(port, "127.0.0.7")));
    const extra = await opened(port, "127.0.0.7");
    extra.socket.write(GET);
    await waitFor(() => extra.received() !== "", 2_000);
    expect(extra.received()).toMatch(/^HTTP\/1\.1 503 /);
    expect(extra.received()).toMatch(/\r\nretry-after: \d+\r\n/i);

    const other = await send({
      port,
      path: "/witney",
      localAddress: "127.0.0.8",
      timeoutMs: 2_000,
    });
    expect(other).toMatchObject({ kind: "answer", status: 200 });

    // One of the held connections served and closed: the address may connect again.
    held[0]!.socket.write(GET);
    await waitFor(() => held[0]!.received().includes("</html>"), 2_000);
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await send({
      port,
      path: "/witney",
      localAddress: "127.0.0.7",
      timeoutMs: 2_000,
    });
    expect(again).toMatchObject({ kind: "answer", status: 200 });
  });

  test("a browser's six parallel connections are all served with the default settings", async () => {
    const { port } = await listening({});
    const answers = await Promise.all(
      ["/", "/witney", "/contact", "/coverage", "/broadwell", "/assets/static/site.abc123.css"].map(
        (path) => send({ port, path, localAddress: "127.0.0.9", timeoutMs: 5_000 }),
      ),
    );
    expect(answers.map((answer) => answer.kind === "answer" && answer.status)).toEqual(
      Array(6).fill(200),
    );
  });
});

describe("the deadline for the first request's headers", () => {
  const HEADERS_TIMEOUT_MS = 400;

  test("closes a connection that sends nothing, or headers that never end, with a 408", async () => {
    const { port } = await listening({
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      requestTimeoutMs: 5_000,
    });
    const silent = await opened(port, "127.0.0.10");
    const dripping = await opened(port, "127.0.0.10");
    const drip = setInterval(() => dripping.socket.write("X"), 50);
    dripping.socket.write("GET / HTTP/1.1\r\nX-Slow: ");
    onTestFinished(() => clearInterval(drip));
    // Per connection, not at Node's next once-a-second check.
    const [silentMs, drippingMs] = await Promise.all([silent.closed, dripping.closed]);
    for (const ms of [silentMs, drippingMs]) {
      expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 20);
      expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + 500);
    }
    expect(silent.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  test("leaves alone a connection whose request came in time, kept alive past the deadline", async () => {
    const { port } = await listening({
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      requestTimeoutMs: 5_000,
    });
    const client = await opened(port, "127.0.0.11");
    client.socket.write(GET);
    await waitFor(() => client.received().includes("</html>"), 2_000);
    await new Promise((resolve) => setTimeout(resolve, HEADERS_TIMEOUT_MS + 300));
    const first = client.received();
    client.socket.write(GET);
    await waitFor(
      () => client.received().length > first.length && client.received().endsWith("</html>"),
      2_000,
    );
    expect(client.received().slice(first.length)).toMatch(/^HTTP\/1\.1 200 /);
  });

  test("answers a request whose headers arrived while the server was too busy to read them", async () => {
    const { app, port } = await listening({
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      requestTimeoutMs: 5_000,
    });
    const accepted = once(app.server, "connection");
    const client = await opened(port, "127.0.0.12");
    await accepted;
    // The whole request is in the server's receive buffer, its deadline still ahead...
    client.socket.write(GET);
    // ...when the event loop is held past the deadline (and past Node's own once-a-second
    // check), as a burst of requests holds it: the request waits unread, through no fault of its own.
    blockEventLoop(HEADERS_TIMEOUT_MS + 1_200);
    await waitFor(() => client.received().includes("</html>"), 2_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  test("still closes a silent connection whose deadline passed while the loop was held", async () => {
    const { app, port } = await listening({
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      requestTimeoutMs: 5_000,
    });
    const accepted = once(app.server, "connection");
    const silent = await opened(port, "127.0.0.13");
    const dripping = await opened(port, "127.0.0.13");
    dripping.socket.write("GET / HTTP/1.1\r\nX-Slow: ");
    await accepted;
    blockEventLoop(HEADERS_TIMEOUT_MS + 1_200);
    const closedWithin = (connection: { closed: Promise<number> }) =>
      Promise.race([connection.closed.then(() => true), sleep(1_000).then(() => false)]);
    expect(await Promise.all([closedWithin(silent), closedWithin(dripping)])).toEqual([true, true]);
    expect(silent.received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

test("a burst of 300 concurrent visitors is all answered with the default settings", async () => {
  const { port } = await listening({});
  const answers = await Promise.all(
    Array.from({ length: 300 }, (_, i) =>
      send({ port, path: "/witney", localAddress: visitorAddress(i), timeoutMs: 10_000 }),
    ),
  );
  const statuses = answers.map((answer) =>
    answer.kind === "answer" ? answer.status : answer.kind,
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
}, 20_000);
