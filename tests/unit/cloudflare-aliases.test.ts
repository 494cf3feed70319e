import { describe, expect, test } from "vitest";
import { isRoutingRuleMatch } from "../../node_modules/wrangler/templates/pages-dev-util";
import { aliasTarget } from "../../model/alias-table";
import {
  routeRegExp,
  routingPatternOf,
  splitForCloudflare,
} from "../../site/server/cloudflare-aliases";

/** Aliases as the build makes them: a compound slug per place and kind, and a St/Saint spelling. */
const pairs: [string, string][] = [
  ...["witney", "bampton", "carterton", "minster-lovell"].flatMap((slug): [string, string][] => [
    [`/${slug}-oxfordshire`, `/${slug}`],
    [`/starlink-installation-${slug}-oxfordshire`, `/starlink-installation-${slug}`],
  ]),
  ["/fairford-gloucestershire", "/fairford"],
  ["/saint-briavels", "/st-briavels"],
  ["/faq-old", "/faq"],
  ["/about", "/about-us"],
];

describe("Cloudflare's redirects within its static limit", () => {
  test("while every pair fits, all stay rules and nothing is routed to the Function", () => {
    expect(splitForCloudflare(pairs, pairs.length)).toEqual({
      rules: pairs,
      patterns: [],
      table: {},
    });
  });

  test("past it, the largest group goes to the Function by one pattern, the rest stay rules", () => {
    const split = splitForCloudflare(pairs, 6);
    expect(split.patterns).toEqual(["/*-oxfordshire"]);
    expect(split.rules.map(([from]) => from)).toEqual([
      "/fairford-gloucestershire",
      "/saint-briavels",
      "/faq-old",
      "/about",
    ]);
    expect(Object.keys(split.table)).toHaveLength(8);
    expect(split.table["/starlink-installation-bampton-oxfordshire"]).toBe(
      "/starlink-installation-bampton",
    );
  });

  test("every pair is answered once: a rule on an address a pattern routes would never be read", () => {
    for (const limit of [0, 1, 3, 6, 11]) {
      const split = splitForCloudflare(pairs, limit);
      expect(split.rules.length).toBeLessThanOrEqual(limit);
      const routed = split.rules.filter(([from]) =>
        split.patterns.some((pattern) => routeRegExp(pattern).test(from)),
      );
      expect(routed).toEqual([]);
      expect(split.rules.length + Object.keys(split.table).length).toBe(pairs.length);
    }
  });

  test("a pattern is the address's last word; a one-word address is its own", () => {
    expect(routingPatternOf("/ajax-security-installation-witney-oxfordshire")).toBe(
      "/*-oxfordshire",
    );
    expect(routingPatternOf("/about")).toBe("/about");
  });

  test("patterns route as wrangler routes them", () => {
    const paths = [
      "/witney-oxfordshire",
      "/witney-oxfordshire/",
      "/starlink-installation-witney-oxfordshire",
      "/oxfordshire",
      "/areas/oxfordshire",
      "/witney-oxfordshire.html",
      "/about",
      "/about/",
      "/about-us",
    ];
    for (const pattern of ["/*-oxfordshire", "/about"]) {
      for (const path of paths) {
        expect(routeRegExp(pattern).test(path), `${pattern} on ${path}`).toBe(
          isRoutingRuleMatch(path, pattern),
        );
      }
    }
  });

  test("the Function's table answers an address with or without its trailing slash", () => {
    const { table } = splitForCloudflare(pairs, 0);
    expect(aliasTarget(table, "/witney-oxfordshire")).toBe("/witney");
    expect(aliasTarget(table, "/witney-oxfordshire/")).toBe("/witney");
    expect(aliasTarget(table, "/witney")).toBeUndefined();
    expect(aliasTarget(table, "/constructor")).toBeUndefined();
  });
});
