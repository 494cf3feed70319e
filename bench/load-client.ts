/**
 * A small HTTP client for load tests over loopback: each request on its own
 * connection from a chosen source address in 127.0.0.0/8, so the server sees
 * many visitors, and each outcome classified (an answer with its status, a
 * reset, a timeout), never thrown.
 */
import { request } from "node:http";
import { connect, type Socket } from "node:net";

/** Source addresses 127.0.0.2 ... 127.0.0.250, as many distinct visitors; .251-.254 are kept apart. */
export const VISITOR_ADDRESSES = 249;
/** The ith visitor's address, of the first `addresses` visitor addresses (all 249 by default). */
export const visitorAddress = (i: number, addresses: number = VISITOR_ADDRESSES) =>
  `127.0.0.${2 + (i % Math.min(addresses, VISITOR_ADDRESSES))}`;
/** Addresses of their own, for the slow clients and the flooders. */
export const SLOW_ADDRESS = "127.0.0.254";
export const floodAddress = (i: number) => `127.0.0.${251 + (i % 3)}`;

export type Outcome =
  | { kind: "answer"; status: number; ms: number; retryAfter: string | undefined }
  | { kind: "reset"; ms: number; code: string }
  | { kind: "timeout"; ms: number }
  | { kind: "error"; ms: number; code: string };

export interface RequestSpec {
  port: number;
  path: string;
  localAddress: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange, connect to last byte; then it counts as a timeout. */
  timeoutMs: number;
}

const RESET_CODES = new Set(["ECONNRESET", "EPIPE", "ECONNREFUSED", "ECONNABORTED"]);

/** One request on a new connection; resolves with what happened, reading the whole body. */
export function send(spec: RequestSpec): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = request(
      {
        host: "127.0.0.1",
        port: spec.port,
        path: spec.path,
        method: spec.method ?? "GET",
        localAddress: spec.localAddress,
        agent: false,
        headers: {
          "accept-encoding": "br, gzip",
          ...(spec.body === undefined ? {} : { "content-length": Buffer.byteLength(spec.body) }),
          ...spec.headers,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          settle({
            kind: "answer",
            status: res.statusCode ?? 0,
            ms: elapsed(),
            retryAfter: res.headers["retry-after"],
          }),
        );
        res.on("error", (error: NodeJS.ErrnoException) => fail(error));
      },
    );
    const fail = (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message;
      settle(
        RESET_CODES.has(code) || error.message === "socket hang up"
          ? { kind: "reset", ms: elapsed(), code }
          : { kind: "error", ms: elapsed(), code },
      );
    };
    req.on("error", fail);
    const timer = setTimeout(() => {
      settle({ kind: "timeout", ms: elapsed() });
      req.destroy();
    }, spec.timeoutMs);
    req.end(spec.body);
  });
}

/** The value below which `fraction` of the values lie (nearest rank); 0 for none. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export interface Tally {
  total: number;
  /** Answered with a status below 500. */
  answered: number;
  reset: number;
  /** Answered 5xx. */
  serverErrors: number;
  timeouts: number;
  otherErrors: number;
  byStatus: Record<string, number>;
  /** Answers with a Retry-After header, of those 429 or 503. */
  retryAfter: number;
}

export function tally(outcomes: readonly Outcome[]): Tally {
  const result: Tally = {
    total: outcomes.length,
    answered: 0,
    reset: 0,
    serverErrors: 0,
    timeouts: 0,
    otherErrors: 0,
    byStatus: {},
    retryAfter: 0,
  };
  for (const outcome of outcomes) {
    if (outcome.kind === "answer") {
      result.byStatus[outcome.status] = (result.byStatus[outcome.status] ?? 0) + 1;
      if (outcome.status >= 500) result.serverErrors++;
      else result.answered++;
      if ((outcome.status === 429 || outcome.status === 503) && outcome.retryAfter) {
        result.retryAfter++;
      }
    } else if (outcome.kind === "reset") result.reset++;
    else if (outcome.kind === "timeout") result.timeouts++;
    else result.otherErrors++;
  }
  return result;
}

export const answeredMs = (outcomes: readonly Outcome[]) =>
  outcomes.flatMap((outcome) => (outcome.kind === "answer" ? [outcome.ms] : []));

/**
 * A slow client: connects and sends a request's headers one byte every
 * `byteEveryMs` (or nothing, when it is undefined). `closed` says whether
 * the server has closed it.
 */
export interface SlowClient {
  socket: Socket;
  stop: () => void;
}

const SLOW_REQUEST = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow\r\nX-Padding: ";

export function slowClient(
  port: number,
  localAddress: string,
  byteEveryMs: number | undefined,
  onClose: () => void,
): SlowClient {
  const socket = connect({ port, host: "127.0.0.1", localAddress });
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  socket.on("connect", () => {
    if (byteEveryMs === undefined) return;
    timer = setInterval(() => {
      // Headers without an end: after the request line, padding for ever.
      socket.write(sent < SLOW_REQUEST.length ? SLOW_REQUEST[sent]! : "x");
      sent++;
    }, byteEveryMs);
  });
  socket.on("error", () => {});
  socket.resume();
  socket.on("close", () => {
    clearInterval(timer);
    onClose();
  });
  return {
    socket,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
