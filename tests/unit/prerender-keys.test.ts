import { describe, expect, test } from "vitest";
import {
  pageKey,
  pagesStillBuilt,
  staleFiles,
  urlsToRender,
  type KeyInputs,
  type PrerenderRecord,
} from "../../scripts/lib/prerender-keys";

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

  test("only pages whose key changed render; threads split them by bucket, without overlap", () => {
    const kept = recordOf(urls, keyOf);
    expect(urlsToRender(urls, keyOf, kept)).toEqual([]);
    const edited = { ...inputs, hashOf: new Map([...inputs.hashOf, ["towns/witney.tsx", "w2"]]) };
    expect(urlsToRender(urls, (url) => pageKey(url, edited), kept)).toEqual(["/witney"]);
    const all = urlsToRender(urls, keyOf, {});
    const bucketOf = (url: string) => url.length;
    const shares = [0, 1].map((shard) =>
      urlsToRender(urls, keyOf, {}, { shard, shards: 2, bucketOf }),
    );
    expect([...shares[0]!, ...shares[1]!].sort()).toEqual(all);
    expect(shares[0]!.filter((url) => shares[1]!.includes(url))).toEqual([]);
    // A thread's pages are those of whole buckets.
    expect(shares[0]!.every((url) => bucketOf(url) % 2 === 0)).toBe(true);
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
