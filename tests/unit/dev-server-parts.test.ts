/** The dev server's pure parts: its data folder, its loader files and its security policy. */
import path from "node:path";
import { describe, expect, test } from "vitest";
import { DEV_CONTENT_SECURITY_POLICY } from "../../scripts/lib/dev-csp";
import { externalLoaders, LOADER_PREFIX } from "../../scripts/lib/dev-loader";
import { DEV_DATA_DIR, devDataDir } from "../../scripts/lib/dev-server";
import { ConfigError } from "../../site/server/config";
import { CONTENT_SECURITY_POLICY } from "../../site/server/security-headers";

describe("devDataDir", () => {
  const root = path.resolve("/srv/site");

  test("var/dev unless DATA_DIR names another folder", () => {
    expect(devDataDir({}, root)).toBe(path.join(root, DEV_DATA_DIR));
    expect(devDataDir({ DATA_DIR: "" }, root)).toBe(path.join(root, DEV_DATA_DIR));
    expect(devDataDir({ DATA_DIR: "/tmp/leads" }, root)).toBe(path.resolve("/tmp/leads"));
  });

  test("never the production server's folder, however it is written", () => {
    for (const DATA_DIR of ["var", "./var/", path.join(root, "var")]) {
      expect(() => devDataDir({ DATA_DIR }, root)).toThrow(ConfigError);
    }
  });
});

describe("externalLoaders", () => {
  const loader = [
    'import { injectIntoGlobalHook } from "/@react-refresh";',
    "injectIntoGlobalHook(window);",
    'import("/@vite/client");',
    'import("/@fs/project/site/pages/contact/+client.ts");',
  ].join("\n");
  const html = `<head></head><body><p>x</p>\n<script type="module" async>\n${loader}\n</script></body>`;

  test("Vike's inline loader becomes a module file with the same code", () => {
    const { html: rewritten, loaders } = externalLoaders(html);
    expect(loaders.size).toBe(1);
    const [url = "", code = ""] = [...loaders][0] ?? [];
    expect(url).toMatch(new RegExp(`^${LOADER_PREFIX}[0-9a-f]{16}\\.js$`));
    expect(code.trim()).toBe(loader);
    expect(rewritten).toBe(
      `<head></head><body><p>x</p>\n<script type="module" src="${url}" async></script></body>`,
    );
    // The same loader, the same address: pages of one kind share it.
    expect(externalLoaders(html).loaders.keys().next().value).toBe(url);
  });

  test("any other inline script stays, for the policy to refuse as in production", () => {
    const page = '<script type="module" async>document.title = "x";</script>';
    expect(externalLoaders(page)).toEqual({ html: page, loaders: new Map() });
  });
});

test("the dev policy is production's with inline style added, and nothing else", () => {
  const { "style-src": style, ...rest } = DEV_CONTENT_SECURITY_POLICY;
  const { "style-src": productionStyle, ...productionRest } = CONTENT_SECURITY_POLICY;
  expect(rest).toEqual(productionRest);
  expect(style).toEqual([...(productionStyle ?? []), "'unsafe-inline'"]);
});
