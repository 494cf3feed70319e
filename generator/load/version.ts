/**
 * The generator's own version, for the record of what made each file
 * (made-from.ts): a hash of its source (generator/ and model/, which the
 * generated modules are built from) and of the versions of the libraries that
 * shape its output. Any change to either remakes every file, so a change to
 * the generator can never leave a page made by the old one.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { keyOf } from "../made-from";

/** The libraries whose output ends up in the generated text. */
const SHAPING_LIBRARIES = [
  "handlebars",
  "js-yaml",
  "markdown-it",
  "prettier",
  "@prettier/plugin-oxc",
  "ts-morph",
  "yaml",
  "zod",
];

/** This generator's project, wherever the command is run and whichever --root it is given. */
const GENERATOR_ROOT = path.resolve(import.meta.dirname, "../..");

export async function generatorVersion(root = GENERATOR_ROOT): Promise<string> {
  const sources = (
    await fg(["generator/**/*.ts", "model/**/*.ts"], { cwd: root, ignore: ["**/*.d.ts"] })
  ).sort();
  const [texts, versions] = await Promise.all([
    Promise.all(
      sources.map(async (file) => `${file}\n${await readFile(path.join(root, file), "utf8")}`),
    ),
    Promise.all(
      SHAPING_LIBRARIES.map(async (name) => {
        const manifest = await readFile(
          path.join(root, "node_modules", name, "package.json"),
          "utf8",
        );
        return `${name}@${(JSON.parse(manifest) as { version: string }).version}`;
      }),
    ),
  ]);
  return keyOf(...texts, ...versions);
}
