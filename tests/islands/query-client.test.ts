import { afterEach, describe, expect, test, vi } from "vitest";
import {
  apiRequest,
  createQueryClient,
  getQueryFn,
  parseApiError,
} from "../../site/islands/api/query-client";

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  test("with a body: JSON and its content type, cookies included", async () => {
    const fetchMock = mockFetch(new Response("{}", { status: 201 }));
    await apiRequest("POST", "/api/quote", { name: "Ann" });
    expect(fetchMock).toHaveBeenCalledWith("/api/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"name":"Ann"}',
      credentials: "include",
    });
  });

  test("without a body: no body and no content type", async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await apiRequest("POST", "/api/404-status");
    expect(fetchMock).toHaveBeenCalledWith("/api/404-status", {
      method: "POST",
      headers: {},
      body: undefined,
      credentials: "include",
    });
  });

  test("a non-OK answer throws 'status: body text'", async () => {
    mockFetch(new Response('{"errors":{}}', { status: 400 }));
    await expect(apiRequest("POST", "/api/quote", {})).rejects.toThrow('400: {"errors":{}}');
  });

  test("an empty body falls back to the status text", async () => {
    mockFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/x")).rejects.toThrow("503: Service Unavailable");
  });

  test("parseApiError splits status and body", () => {
    expect(parseApiError(new Error("429: slow down\nplease"))).toEqual({
      status: 429,
      body: "slow down\nplease",
    });
    expect(parseApiError(new Error("network down"))).toBeUndefined();
  });
});

describe("getQueryFn", () => {
  const context = (queryKey: string[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  test("GETs the key parts joined with '/', with cookies, and parses JSON", async () => {
    const fetchMock = mockFetch(Response.json({ ok: 1 }));
    const data = await getQueryFn({ on401: "throw" })(context(["/api", "leads", "3"]));
    expect(fetchMock).toHaveBeenCalledWith("/api/leads/3", { credentials: "include" });
    expect(data).toEqual({ ok: 1 });
  });

  test("401: throws by default, or returns null when asked", async () => {
    mockFetch(new Response("no", { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })(context(["/me"]))).rejects.toThrow("401: no");
    mockFetch(new Response("no", { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })(context(["/me"]))).resolves.toBeNull();
  });
});

test("the QueryClient: never stale, no refetch on focus or interval, no retries", () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();
  expect(queries).toMatchObject({
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    retry: false,
  });
  expect(queries?.queryFn).toBeTypeOf("function");
  expect(mutations).toMatchObject({ retry: false });
});
