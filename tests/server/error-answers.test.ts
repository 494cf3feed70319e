/**
 * Every answer carries the security headers, the ones Node or the router
 * write before any route runs included (a malformed URL, an oversized header,
 * a request line that does not parse), and no error body repeats the input.
 * Over a real socket on 127.0.0.1, since those answers never reach inject().
 */
import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createServer } from "../../site/server/server";
import { makeFixtureSite } from "./fixture-site";

let site: ReturnType<typeof makeFixtureSite>;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  site = makeFixtureSite();
  app = await createServer({ clientDir: site.clientDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  await app.close();
  site.remove();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (no client library tidies them) and reads the answer. */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy(new Error("no answer in 5 s")));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
    socket.write(request);
  });
}

const request = (lines: string[], body = "") =>
  `${lines.join("\r\n")}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ""}\r\n${body}`;

function expectSecurityHeaders(answer: RawAnswer) {
  const csp = answer.headers["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["x-frame-options"]).toBe("DENY");
  expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

describe("error answers", () => {
  test("a malformed URL: 400 with the headers, and the path not repeated", async () => {
    const answer = await raw(request(["GET /%zz<svg> HTTP/1.1"]));
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer);
    expect(answer.body).not.toContain("zz");
    expect(answer.body).not.toContain("svg");
  });

  test("an oversized header: 431 with the headers", async () => {
    const answer = await raw(request(["GET / HTTP/1.1", `X-Big: ${"a".repeat(20_000)}`]));
    expect(answer.status).toBe(431);
    expectSecurityHeaders(answer);
  });

  test("a request that does not parse: 400 with the headers", async () => {
    const answer = await raw(request(["GET / HTTP/1.1", "No colon in this header"]));
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer);
  });

  test("broken JSON in a quote request: 400, the input not repeated", async () => {
    const answer = await raw(
      request(
        ["POST /api/quote HTTP/1.1", "Content-Type: application/json"],
        '{"name": <svg onload=alert(1)>',
      ),
    );
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer);
    expect(answer.body).not.toContain("svg");
  });

  test("an unknown content type: 415, the type not repeated", async () => {
    const answer = await raw(
      request(["POST /api/quote HTTP/1.1", "Content-Type: text/x-evil<svg>"], "hello"),
    );
    expect(answer.status).toBe(415);
    expectSecurityHeaders(answer);
    expect(answer.body).not.toContain("evil");
  });

  test("broken JSON in a not-found report: 400, the input not repeated", async () => {
    const answer = await raw(
      request(
        ["POST /api/404-status HTTP/1.1", "Content-Type: application/json"],
        '{"path": "/<svg>"',
      ),
    );
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer);
    expect(answer.body).not.toContain("svg");
  });
});
