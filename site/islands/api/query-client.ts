/**
 * The islands' call layer: one request helper, one default query,
 * and a QueryClient whose data never goes stale and which never retries.
 */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/** Any non-OK answer becomes Error("status: body text"), or the status text when the body is empty. */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** JSON body and content type only when there is a body; cookies always included. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body !== undefined ? { "Content-Type": "application/json" } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** GET of the query key's parts joined with "/", parsed as JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The status and body of an error thrown by apiRequest, e.g. 400 and '{"errors":...}'. */
export function parseApiError(error: unknown): { status: number; body: string } | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  return match ? { status: Number(match[1]), body: match[2]! } : undefined;
}
