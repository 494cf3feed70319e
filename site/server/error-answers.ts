/**
 * Answers for requests that go wrong: the router's (a URL that does not
 * decode), Node's (a header too big, a request that does not parse, a client
 * too slow) and any error a route throws. Each carries the security headers,
 * and no body repeats the input: the status and its standard phrase only.
 */
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { applySecurityHeaders, SECURITY_HEADERS } from "./security-headers";

/** `{"error":"Bad Request"}`: what went wrong, in words that hold nothing of the request. */
export const errorBody = (status: number) => ({ error: STATUS_CODES[status] ?? "Error" });

/** Fastify's `frameworkErrors`: a URL the router cannot decode, such as /%zz. */
export function frameworkErrorAnswer(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  applySecurityHeaders(request, reply);
  const status = error.statusCode ?? 400;
  void reply.code(status).send(errorBody(status));
}

/**
 * Fastify's error handler outside the quote route: the status, never the error's message, with
 * the headers the error names for its answer (a static file's 416 names its size in Content-Range).
 */
export function routeErrorAnswer(
  error: FastifyError & { headers?: Record<string, string> },
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error(error);
  if (error.headers) void reply.headers(error.headers);
  return reply.code(status).send(errorBody(status));
}

/** A whole answer written on the socket by hand, before Fastify (or without it); the connection closes after. */
export function rawErrorResponse(
  status: number,
  extraHeaders: Record<string, string> = {},
): string {
  const body = JSON.stringify(errorBody(status));
  const headers = {
    ...SECURITY_HEADERS,
    ...extraHeaders,
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

/** The raw answer Node's `clientError` needs. */
export function clientErrorResponse(code: string | undefined): string {
  return rawErrorResponse(
    code === "HPE_HEADER_OVERFLOW" ? 431 : code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400,
  );
}

/** Fastify's `clientErrorHandler`, as its default one but with the headers. */
export function clientErrorAnswer(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  // As Node and Fastify do: a small write goes out at once, then the connection ends.
  if (socket.writable) socket.write(clientErrorResponse(error.code));
  socket.destroy();
}
