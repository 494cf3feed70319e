/**
 * The build's compress phase: compressed copies of the text files that are
 * not pages (the bundles, public files and site files); the server
 * compresses a page when first asked (site/server/compressed-pages.ts).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { COMPRESSIBLE, type Compressor } from "./compressed-copies";
import { filesUnder } from "./files-under";

export async function compress(
  root: string,
  compressor: Compressor,
  pages: ReadonlySet<string>,
): Promise<{ detail: string; value: undefined }> {
  const clientDir = path.join(root, "dist/client");
  const others = (await filesUnder(clientDir))
    .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith(".vite/"))
    .filter((file) => !pages.has(file));
  await Promise.all(
    others.map(async (file) => {
      const full = path.join(clientDir, file);
      await compressor.add(full, await readFile(full));
    }),
  );
  const { files, compressed, fromCache, bytesIn, brotliOut } = compressor.totals;
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  return {
    detail: `${files} files: ${compressed} compressed (${fromCache} from cache), ${mb(bytesIn)} MB to ${mb(brotliOut)} MB brotli`,
    value: undefined,
  };
}
