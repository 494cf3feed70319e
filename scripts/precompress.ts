/**
 * After `vike build`: writes .br and .gz beside every text file in
 * dist/client, which the server sends as they are (no compression per
 * request). Prints one line.
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { BROTLI_QUALITY, GZIP_LEVEL } from "../site/server/compression";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;

const clientDir = path.resolve(process.argv[2] ?? "dist/client");
const started = performance.now();
const files = (await readdir(clientDir, { recursive: true, encoding: "utf8" })).filter(
  (file) => TEXT.test(file) && !file.startsWith(".vite"),
);
let before = 0;
let after = 0;
// zlib runs in libuv's thread pool, so a few files at a time use both cores.
for (let i = 0; i < files.length; i += 16) {
  await Promise.all(
    files.slice(i, i + 16).map(async (file) => {
      const full = path.join(clientDir, file);
      const body = await readFile(full);
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
        gz(body, { level: GZIP_LEVEL }),
      ]);
      before += body.length;
      after += br.length;
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
    }),
  );
}
console.log(
  `precompress: ${files.length} files, ${(before / 1e6).toFixed(1)} MB to ${(after / 1e6).toFixed(1)} MB brotli, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
