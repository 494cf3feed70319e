/**
 * After `vike build`: writes dist/client/_redirects and dist/client/_headers
 * for static hosts. Prints one line.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { manifest } from "../site/generated/manifest";
import { builtPages } from "../site/server/built-pages";
import { headersFile, redirectsFile } from "../site/server/static-host-rules";

const clientDir = path.resolve(process.argv[2] ?? "dist/client");
const redirects = redirectsFile(manifest, builtPages(clientDir));
await writeFile(path.join(clientDir, "_redirects"), redirects);
await writeFile(path.join(clientDir, "_headers"), headersFile());
const count = redirects.split("\n").filter((line) => line.startsWith("/")).length;
console.log(
  `static-host-files: _redirects (${count} rules) and _headers written to ${path.relative(process.cwd(), clientDir)}`,
);
