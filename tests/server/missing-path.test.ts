import { describe, expect, test } from "vitest";
import { manifest } from "../../site/generated/manifest";
import { canonicalPagePath, createMissingPathResolver } from "../../model/missing-path";
import { FIXTURE_PAGES } from "./fixture-site";

const resolver = createMissingPathResolver(manifest, new Set(FIXTURE_PAGES));

describe("what a missing page address answers", () => {
  const table: [string, ReturnType<typeof resolver.resolve>][] = [
    ["/witney-oxfordshire", { kind: "redirect", location: "/witney" }],
    ["/broadwell-gloucestershire", { kind: "redirect", location: "/broadwell" }],
    ["/ampney-saint-mary", { kind: "redirect", location: "/ampney-st-mary" }],
    ["/rissington", { kind: "redirect", location: "/great-rissington" }],
    ["/great-witney", { kind: "redirect", location: "/witney" }],
    [
      "/starlink-installation-witney-oxfordshire",
      { kind: "redirect", location: "/starlink-installation-witney" },
    ],
    [
      "/ajax-security-installation-great-witney",
      { kind: "redirect", location: "/ajax-security-installation-witney" },
    ],
    // A page's second address: straight to the page, though the build has a page at the alias.
    ["/directory-submission-guide", { kind: "redirect", location: "/directory-guide" }],
    // A town without a built Starlink page in this site: not found, never a guess.
    ["/starlink-installation-broadwell", { kind: "not-found" }],
    ["/starlink-installation-nowhere", { kind: "not-found" }],
    ["/ajax-security-installation-", { kind: "not-found" }],
    ["/nowhere-at-all", { kind: "not-found" }],
    ["/contact-us", { kind: "not-found" }],
    // Reserved top-level names never become towns.
    ["/gallery", { kind: "not-found" }],
    ["/blog/smart-tv-setup", { kind: "blog-placeholder", slug: "smart-tv-setup" }],
    ["/blog/category", { kind: "not-found" }],
    ["/blog/category/local-guides-x", { kind: "not-found" }],
    ["/blog/a/b", { kind: "not-found" }],
    ["/witney/extra", { kind: "not-found" }],
    // The spelling correction, last: one place clearly nearest, and no section name as near.
    ["/witny", { kind: "redirect", location: "/witney" }],
    [
      "/ajax-security-installation-witny",
      { kind: "redirect", location: "/ajax-security-installation-witney" },
    ],
    ["/great-risington", { kind: "redirect", location: "/great-rissington" }],
    ["/witn", { kind: "not-found" }],
    ["/alington", { kind: "not-found" }],
    ["/galery", { kind: "not-found" }],
    ["/contat", { kind: "not-found" }],
  ];
  test.each(table)("%s", (path, want) => {
    expect(resolver.resolve(path)).toEqual(want);
  });

  test("every redirect points at a built page", () => {
    for (const [path] of table) {
      const answer = resolver.resolve(path);
      if (answer.kind === "redirect") expect(FIXTURE_PAGES).toContain(answer.location);
    }
  });
});

describe("canonicalPagePath", () => {
  const table: [string, string | undefined][] = [
    ["/Witney/", "/witney"],
    ["/WITNEY//", "/witney"],
    ["//evil.example/", "/evil.example"],
    ["/", "/"],
    ["/st%20briavels", "/st-briavels"],
    ["/Stow%20on%20the%20Wold", "/stow-on-the-wold"],
    ["/stow+on+the+wold", "/stow-on-the-wold"],
    ["/stow_on_the_wold/", "/stow-on-the-wold"],
    ["/stow%20%2B%20on_the  wold", "/stow-on-the-wold"],
    ["/%3Cscript%3E", undefined],
    ["/%E0%A4%A", undefined],
    ["/Blog/Some-Post/", "/blog/some-post"],
  ];
  test.each(table)("%s → %s", (given, want) => {
    expect(canonicalPagePath(given)).toBe(want);
  });
});
