import { describe, expect, test } from "vitest";
import {
  pageKey,
  pagesStillBuilt,
  renderRuns,
  RunClaims,
  staleFiles,
  urlsToRender,
  type KeyInputs,
  type PrerenderRecord,
} from "../../build/prerender-keys";

const inputs: KeyInputs = {
  site: "site-1",
  moduleOf: new Map([
    ["/witney", "towns/witney.tsx"],
    ["/burford", "towns/burford.tsx"],
  ]),
  hashOf: new Map([
    ["towns/witney.tsx", "w1"],
    ["towns/burford.tsx", "b1"],
  ]),
};

const recordOf = (urls: string[], keyOf: (url: string) => string): PrerenderRecord =>
  Object.fromEntries(
    urls.map((url) => [url, { key: keyOf(url), files: [`${url.slice(1) || "index"}.html`] }]),
  );

describe("pre-render keys", () => {
  const urls = ["/witney", "/burford", "/pricing", "/"];
  const keyOf = (url: string) => pageKey(url, inputs);

  test("a page's key follows its own module and the site, a fixed page's the site alone", () => {
    const edited = { ...inputs, hashOf: new Map([...inputs.hashOf, ["towns/witney.tsx", "w2"]]) };
    expect(pageKey("/witney", edited)).not.toBe(keyOf("/witney"));
    expect(pageKey("/burford", edited)).toBe(keyOf("/burford"));
    expect(pageKey("/pricing", edited)).toBe(keyOf("/pricing"));
    const newSite = { ...inputs, site: "site-2" };
    for (const url of urls) expect(pageKey(url, newSite)).not.toBe(keyOf(url));
  });

  test("only pages whose key changed render", () => {
    const kept = recordOf(urls, keyOf);
    expect(urlsToRender(urls, keyOf, kept)).toEqual([]);
    const edited = { ...inputs, hashOf: new Map([...inputs.hashOf, ["towns/witney.tsx", "w2"]]) };
    expect(urlsToRender(urls, (url) => pageKey(url, edited), kept)).toEqual(["/witney"]);
    expect(urlsToRender(urls, keyOf, {})).toEqual(["/", "/burford", "/pricing", "/witney"]);
  });

  test("the runs the threads claim hold each page to render once, those without a module first", () => {
    const hasModule = (url: string) => inputs.moduleOf.has(url);
    expect(renderRuns(urls, keyOf, {}, hasModule, 3)).toEqual([
      ["/", "/pricing", "/burford"],
      ["/witney"],
    ]);
    expect(renderRuns(urls, keyOf, {}, hasModule, 2)).toEqual([
      ["/", "/pricing"],
      ["/burford", "/witney"],
    ]);
    const edited = { ...inputs, hashOf: new Map([...inputs.hashOf, ["towns/witney.tsx", "w2"]]) };
    const kept = recordOf(urls, keyOf);
    expect(renderRuns(urls, (url) => pageKey(url, edited), kept, hasModule, 32)).toEqual([
      ["/witney"],
    ]);
    expect(renderRuns(urls, keyOf, kept, hasModule, 32)).toEqual([]);
  });

  test("threads claiming runs from one counter take each run once, and stop at their quota", () => {
    const runs = [["/a", "/b"], ["/c", "/d"], ["/e", "/f"], ["/g"]];
    const counter = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const first = new RunClaims(runs, counter, 3);
    const second = new RunClaims(runs, counter, 100);
    const taken: string[][][] = [[], []];
    // Taken in turn, as two threads would: the first stops once it has three pages.
    for (let turn = 0; turn < 6; turn++) {
      const run = (turn % 2 === 0 ? first : second).next();
      if (run) taken[turn % 2]!.push(run);
    }
    expect(taken[0]).toEqual([
      ["/a", "/b"],
      ["/e", "/f"],
    ]);
    expect(taken[1]).toEqual([["/c", "/d"], ["/g"]]);
    expect(first.exhausted && second.exhausted).toBe(true);
    expect(second.next()).toBeUndefined();
  });

  test("a thread at its quota with runs left says so, and one that claims none still ends", () => {
    const runs = [["/a"], ["/b"], ["/c"]];
    const counter = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const first = new RunClaims(runs, counter, 2);
    expect([first.next(), first.next(), first.next()]).toEqual([["/a"], ["/b"], undefined]);
    expect(first.exhausted).toBe(false);
    const next = new RunClaims(runs, counter, 2);
    expect([next.next(), next.next()]).toEqual([["/c"], undefined]);
    expect(next.exhausted).toBe(true);
    expect(new RunClaims([], counter, 2).next()).toBeUndefined();
  });

  test("a page whose file is gone renders again; a page the site dropped leaves its files to remove", () => {
    const kept = recordOf(urls, keyOf);
    const present = new Set(["witney.html", "burford.html", "index.html"]);
    expect(Object.keys(pagesStillBuilt(kept, present)).sort()).toEqual([
      "/",
      "/burford",
      "/witney",
    ]);
    expect(staleFiles(kept, new Set(["/witney", "/pricing", "/"]))).toEqual(["burford.html"]);
  });
});
