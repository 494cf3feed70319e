/**
 * Asking a running host for addresses the way a browser would, one hop at a
 * time: each answer is fetched once per host (the checks share them), and
 * at most a bounded number are in flight, so a 2-core machine keeps up.
 */

/** One answer to one request, redirects not followed. */
export interface Answer {
  path: string;
  status: number;
  /** Location as sent, when there is one. */
  location?: string;
  /** Header names in lower case; repeated headers joined as fetch joins them (", "). */
  headers: Record<string, string>;
  body: string;
}

/** The answers from asking for a path until one is not a redirect (or MAX_HOPS is reached). */
export interface Trail {
  answers: Answer[];
  /** Redirects followed: answers.length - 1. */
  hops: number;
  final: Answer;
  /** The site-relative address each redirect led to, in order. */
  locations: string[];
}

const MAX_HOPS = 5;
const isRedirect = (status: number) => status >= 300 && status < 400;

/** Runs `work` on every item with at most `limit` at a time; results in the items' order. */
export async function mapPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** "/witney" of a Location ("/witney", "http://127.0.0.1:8788/witney"), kept site-relative. */
function sitePathOf(location: string, origin: string): string {
  const url = new URL(location, `${origin}/`);
  return url.origin === origin ? `${url.pathname}${url.search}` : url.href;
}

export interface Prober {
  origin: string;
  answer(path: string): Promise<Answer>;
  follow(path: string): Promise<Trail>;
}

export function prober(origin: string): Prober {
  const answers = new Map<string, Promise<Answer>>();
  const ask = async (path: string): Promise<Answer> => {
    const response = await fetch(`${origin}${path}`, { redirect: "manual" });
    const body = await response.text();
    const headers = Object.fromEntries(response.headers);
    const location = response.headers.get("location") ?? undefined;
    return { path, status: response.status, ...(location && { location }), headers, body };
  };
  const answer = (path: string) => {
    let known = answers.get(path);
    if (!known) {
      known = ask(path);
      answers.set(path, known);
    }
    return known;
  };
  const follow = async (path: string): Promise<Trail> => {
    const trail: Answer[] = [await answer(path)];
    const locations: string[] = [];
    while (trail.length <= MAX_HOPS) {
      const last = trail.at(-1)!;
      if (!isRedirect(last.status) || !last.location) break;
      const next = sitePathOf(last.location, origin);
      locations.push(next);
      if (!next.startsWith("/")) break;
      trail.push(await answer(next));
    }
    return { answers: trail, hops: trail.length - 1, final: trail.at(-1)!, locations };
  };
  return { origin, answer, follow };
}
