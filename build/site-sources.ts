/**
 * The inputs every pre-rendered page and every bundle shares, as one hash:
 * the site's code (site/ but site/generated, model/, build/ and loader/, and
 * the server app's), the bundler's configuration and the locked packages,
 * the SITE_URL the pages may name and the host the build is for. A change to
 * any of them renders every page and makes every bundle again. The generated
 * modules are not among them: each is an input of the pages that read it
 * (page-inputs.ts) and of the bundles that hold it (incremental-prerender.ts).
 */
import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { SITE_HOST_VARIABLE, siteHostOf } from "../model/form-origin";
import { SERVER_ENTRIES } from "./server-app-files";

/**
 * Read whole, recursively; relative to the project. The build keeps the last
 * build's bundles and server app while this hash stands, so every input of
 * theirs is here: the server app's entries too.
 */
const SOURCES = [
  "site",
  "model",
  "build",
  "loader",
  ...Object.values(SERVER_ENTRIES),
  // What the server app's entries import beside them.
  "scripts/lib",
  "migrations",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/**
 * Folders whose files are no shared input, never listed: the generated modules are inputs of the
 * pages that read them and the bundles that hold them, not of all; the photo stage writes
 * site/public/photos on every build from data/photos, which the data modules describe. Listing
 * site/generated alone, with ten times the places, was most of this hash's time.
 */
const NOT_SHARED = new Set(["site/generated", "site/public/photos"]);

/** The files under `source` (a folder or a file), relative to the project, but those in NOT_SHARED. */
async function filesUnder(root: string, source: string): Promise<string[]> {
  if (NOT_SHARED.has(source)) return [];
  let entries;
  try {
    entries = await readdir(path.join(root, source), { withFileTypes: true });
  } catch (error) {
    // A file, not a folder.
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR") return [source];
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const inside = await Promise.all(
    entries.map((entry) => {
      const file = `${source}/${entry.name}`;
      if (entry.isDirectory()) return filesUnder(root, file);
      return entry.isFile() ? [file] : [];
    }),
  );
  return inside.flat();
}

/** The hash of every shared input of the pages in `root`. */
export async function siteSourcesHash(root: string): Promise<string> {
  // Once each: a server entry may lie inside a folder listed too (site/server/main.ts).
  const listed = new Set(
    (await Promise.all(SOURCES.map((source) => filesUnder(root, source)))).flat(),
  );
  const files = [...listed].sort();
  const hash = createHash("sha256");
  hash.update(`SITE_URL=${process.env.SITE_URL ?? ""}\n`);
  // The host the build is for: on Cloudflare the form pages carry the form (site/renderer/form-origin.ts).
  hash.update(`${SITE_HOST_VARIABLE}=${siteHostOf(process.env[SITE_HOST_VARIABLE])}\n`);
  // Read together, hashed in order: one after the other, the reads were most of the time.
  const texts = await Promise.all(files.map((file) => readFile(path.join(root, file))));
  files.forEach((file, i) => {
    hash.update(`${file}\n`);
    hash.update(texts[i]!);
  });
  return hash.digest("hex").slice(0, 16);
}
