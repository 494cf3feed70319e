/**
 * Defences against slow clients, at the connection, before HTTP: a cap of
 * open connections per client address, so one address cannot take the
 * connections everyone else needs, and a deadline for the first request's
 * headers, kept by a timer of each connection's own (Node's headersTimeout
 * is only checked every connectionsCheckingInterval). Neither refuses an
 * ordinary burst: many visitors, each with a browser's handful of
 * connections, are all let in, and the global ceiling (maxConnections) is
 * set far above them. Nor does a deadline fall on a request that came in
 * time but waited unread while the server was busy (afterPendingReads).
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { rawErrorResponse } from "./error-answers";

export interface ConnectionGuardOptions {
  /** Open connections one client address may hold; undefined: no cap (behind a proxy, which limits). */
  perAddress: number | undefined;
  /** Time from connecting to the end of the first request's headers; then the connection is closed. */
  headersTimeoutMs: number;
}

/** Seconds a refused address is asked to wait: about as long as a slow connection of its can live. */
export const REFUSED_RETRY_AFTER_SECONDS = 5;
/** How long a refused connection may stay to read its 503 before it is closed outright. */
const REFUSED_LINGER_MS = 2_000;

/** Open connections counted by address: the cap's bookkeeping, without sockets. */
export class AddressCounts {
  readonly #open = new Map<string, number>();
  readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }

  /** Counts one more connection from `address`, unless it has `limit` open already. */
  admit(address: string): boolean {
    const open = this.#open.get(address) ?? 0;
    if (open >= this.limit) return false;
    this.#open.set(address, open + 1);
    return true;
  }

  release(address: string): void {
    const open = this.#open.get(address) ?? 0;
    if (open <= 1) this.#open.delete(address);
    else this.#open.set(address, open - 1);
  }

  openFrom(address: string): number {
    return this.#open.get(address) ?? 0;
  }
}

/**
 * Runs `verdict` once the event loop has read what its sockets hold. A deadline's timer fires in
 * libuv's timers phase, which comes before the poll phase that reads sockets: when the loop was
 * held (by a burst of requests, a long task) past the time a connection had left, its timer
 * fires while its request, sent in time, still waits unread in the socket. An immediate runs
 * after the poll phase of the same turn, when such a request has been parsed and seen.
 */
function afterPendingReads(verdict: () => void): void {
  setImmediate(verdict);
}

/**
 * Answers 503 with Retry-After and closes: an answer, not a reset. What the client sent is read
 * and dropped, since closing with unread data would reset the connection before the answer is read.
 */
function refuse(socket: Socket): void {
  socket.on("error", () => {});
  socket.resume();
  socket.end(rawErrorResponse(503, { "retry-after": String(REFUSED_RETRY_AFTER_SECONDS) }));
  socket.once("end", () => socket.destroy());
  setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
}

/**
 * Puts the guard in front of `server`'s HTTP handling: Node's own 'connection' listener (the
 * HTTP parser) only sees the connections the guard admits. Call once, before listening.
 */
export function guardConnections(
  server: Server,
  options: ConnectionGuardOptions,
): AddressCounts | undefined {
  const counts =
    options.perAddress === undefined ? undefined : new AddressCounts(options.perAddress);
  const handlers = server.listeners("connection");
  server.removeAllListeners("connection");
  const clientErrorHandlers = server.listeners("clientError");
  server.removeAllListeners("clientError");
  const awaitingHeaders = new WeakMap<Socket, NodeJS.Timeout>();
  /** Requests seen on each connection: a deadline judged later asks whether one came meanwhile. */
  const requestsOn = new WeakMap<Socket, number>();

  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) {
      socket.destroy();
      return;
    }
    if (counts) {
      if (!counts.admit(address)) {
        refuse(socket);
        return;
      }
      socket.once("close", () => counts.release(address));
    }
    const deadline = setTimeout(
      () =>
        afterPendingReads(() => {
          if (!awaitingHeaders.has(socket) || socket.destroyed) return;
          // As Node's headersTimeout would answer, but on time.
          if (socket.writable) socket.write(rawErrorResponse(408));
          socket.destroy();
        }),
      options.headersTimeoutMs,
    );
    deadline.unref();
    awaitingHeaders.set(socket, deadline);
    socket.once("close", () => clearTimeout(deadline));
    for (const handler of handlers) Reflect.apply(handler, server, [socket]);
  });

  // Node keeps deadlines of its own, headersTimeout (which alone times a kept-alive connection's
  // later requests) and requestTimeout, with a check on a timer too; its expiries reach
  // 'clientError' as ERR_HTTP_REQUEST_TIMEOUT and are judged after the pending reads as well.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    const answer = () => {
      for (const handler of clientErrorHandlers) Reflect.apply(handler, server, [error, socket]);
    };
    if (error.code !== "ERR_HTTP_REQUEST_TIMEOUT") return answer();
    const seen = requestsOn.get(socket) ?? 0;
    afterPendingReads(() => {
      if (socket.destroyed) return;
      if ((requestsOn.get(socket) ?? 0) === seen) return answer();
      // Its request had come. Node took the connection's idle timeout off as it reported the
      // error: it is put back.
      if (server.timeout > 0) socket.setTimeout(server.timeout);
    });
  });

  server.on("request", ({ socket }: { socket: Socket }) => {
    requestsOn.set(socket, (requestsOn.get(socket) ?? 0) + 1);
    const deadline = awaitingHeaders.get(socket);
    if (deadline === undefined) return;
    clearTimeout(deadline);
    awaitingHeaders.delete(socket);
  });
  return counts;
}
