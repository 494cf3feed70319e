import { describe, expect, test } from "vitest";
import { fieldsDigest } from "../../build/field-reads";
import {
  pageKey,
  pagesStillBuilt,
  renderRuns,
  RunClaims,
  staleFiles,
  staleIn,
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
    ["business.ts", "business-1"],
    ["catalogue-places.ts", "catalogue-1"],
  ]),
  fieldsDigest: fieldsDigest({ prices: { skyDishFrom: 80 } }),
};

/** What each page reads: the places the business, the pricing page the catalogue too. */
const readsOf = (url: string) =>
  url === "/pricing" ? ["business.ts", "catalogue-places.ts"] : ["business.ts"];

const withHash = (file: string, hash: string): KeyInputs => ({
  ...inputs,
  hashOf: new Map([...inputs.hashOf, [file, hash]]),
});

const recordOf = (urls: string[], now: KeyInputs = inputs): PrerenderRecord =>
  Object.fromEntries(
    urls.map((url) => [
      url,
      {
        key: pageKey(url, { reads: readsOf(url) }, now),
        reads: readsOf(url),
        files: [`${url.slice(1) || "index"}.html`],
      },
    ]),
  );

describe("pre-render keys", () => {
  const urls = ["/witney", "/burford", "/pricing", "/"];
  const keyOf = (url: string, now: KeyInputs = inputs) =>
    pageKey(url, { reads: readsOf(url) }, now);

  test("a page's key follows the site, its own module and the modules it reads, and no other", () => {
    const witneyEdited = withHash("towns/witney.tsx", "w2");
    expect(keyOf("/witney", witneyEdited)).not.toBe(keyOf("/witney"));
    expect(keyOf("/burford", witneyEdited)).toBe(keyOf("/burford"));
    expect(keyOf("/pricing", witneyEdited)).toBe(keyOf("/pricing"));
    const catalogueEdited = withHash("catalogue-places.ts", "catalogue-2");
    expect(keyOf("/pricing", catalogueEdited)).not.toBe(keyOf("/pricing"));
    expect(keyOf("/witney", catalogueEdited)).toBe(keyOf("/witney"));
    const businessEdited = withHash("business.ts", "business-2");
    for (const url of urls) expect(keyOf(url, businessEdited)).not.toBe(keyOf(url));
    const newSite = { ...inputs, site: "site-2" };
    for (const url of urls) expect(keyOf(url, newSite)).not.toBe(keyOf(url));
  });

  test("a page that read the business by field renders again when a field it read changed, and no other", () => {
    const reads = ['["prices","skyDishFrom"] value', '["phone","main","number"] value'];
    const page = { reads: ["business.ts"], fields: reads };
    const at = (business: object): KeyInputs => ({
      ...inputs,
      // The module's text changes with every edit: the fields decide.
      hashOf: new Map([...inputs.hashOf, ["business.ts", JSON.stringify(business)]]),
      fieldsDigest: fieldsDigest(business),
    });
    const before = {
      prices: { skyDishFrom: 80, starlink: 150 },
      phone: { main: { number: "01632 960000" } },
    };
    const key = pageKey("/witney", page, at(before));
    expect(
      pageKey("/witney", page, at({ ...before, prices: { ...before.prices, starlink: 160 } })),
    ).toBe(key);
    expect(
      pageKey("/witney", page, at({ ...before, prices: { ...before.prices, skyDishFrom: 85 } })),
    ).not.toBe(key);
    expect(
      pageKey("/witney", page, at({ ...before, phone: { main: { number: "01632 960001" } } })),
    ).not.toBe(key);
    // Recorded before fields were: the module's text decides, as before.
    const byModule = { reads: ["business.ts"] };
    expect(
      pageKey("/witney", byModule, at({ ...before, prices: { ...before.prices, starlink: 160 } })),
    ).not.toBe(pageKey("/witney", byModule, at(before)));
  });

  test("only pages whose key changed render, and every page the last build did not", () => {
    const kept = recordOf(urls);
    expect(urlsToRender(urls, staleIn(kept, inputs))).toEqual([]);
    expect(urlsToRender(urls, staleIn(kept, withHash("towns/witney.tsx", "w2")))).toEqual([
      "/witney",
    ]);
    expect(urlsToRender(urls, staleIn(kept, withHash("catalogue-places.ts", "c2")))).toEqual([
      "/pricing",
    ]);
    expect(urlsToRender(urls, staleIn({}, inputs))).toEqual([
      "/",
      "/burford",
      "/pricing",
      "/witney",
    ]);
  });

  test("the runs the threads claim hold each page to render once, those without a module first", () => {
    const hasModule = (url: string) => inputs.moduleOf.has(url);
    const all = staleIn({}, inputs);
    expect(renderRuns(urls, all, hasModule, 3)).toEqual([
      ["/", "/pricing", "/burford"],
      ["/witney"],
    ]);
    expect(renderRuns(urls, all, hasModule, 2)).toEqual([
      ["/", "/pricing"],
      ["/burford", "/witney"],
    ]);
    const kept = recordOf(urls);
    expect(
      renderRuns(urls, staleIn(kept, withHash("towns/witney.tsx", "w2")), hasModule, 32),
    ).toEqual([["/witney"]]);
    expect(renderRuns(urls, staleIn(kept, inputs), hasModule, 32)).toEqual([]);
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
    const kept = recordOf(urls);
    const present = new Set(["witney.html", "burford.html", "index.html"]);
    expect(Object.keys(pagesStillBuilt(kept, present)).sort()).toEqual([
      "/",
      "/burford",
      "/witney",
    ]);
    expect(staleFiles(kept, new Set(["/witney", "/pricing", "/"]))).toEqual(["burford.html"]);
  });
});
