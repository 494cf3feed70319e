/** The build's check that the server bundle imports only packages a production install has. */
import { expect, test } from "vitest";
import { packageOf, undeclaredPackages } from "../../build/server-bundle";

test("a specifier's package: scoped, unscoped, with a subpath", () => {
  expect(packageOf("@fastify/static")).toBe("@fastify/static");
  expect(packageOf("@fastify/static/lib/x.js")).toBe("@fastify/static");
  expect(packageOf("react-dom/server")).toBe("react-dom");
  expect(packageOf("zod")).toBe("zod");
});

test("packages missing from dependencies are named once each, sorted; Node's own modules are not", () => {
  const dependencies = { fastify: "5.12.8", react: "19.3.1" };
  expect(
    undeclaredPackages(
      ["fastify", "react/jsx-runtime", "node:fs", "path", "vite", "tsx/esm", "vite/module-runner"],
      dependencies,
    ),
  ).toEqual(["tsx", "vite"]);
  expect(undeclaredPackages(["fastify", "node:sqlite"], dependencies)).toEqual([]);
});
