/**
 * The server bundle holds the generated page modules in PAGE_CHUNKS chunks,
 * each module's chunk chosen by a hash of its file, and the build gives each
 * render thread whole chunks (scripts/lib/prerender-shard.ts). One chunk per
 * module cost the bundler a file each (5.3 s against 1.9 s for one chunk of
 * all) and the thread a module load each; one chunk of all made every thread
 * hold every page. A chunk's size grows with the site (about 40 KB a page),
 * but a thread holds only the chunks of its own pages.
 */
import path from "node:path";
import { hashName } from "../../model/hash.ts";

export const PAGE_CHUNKS = 64;

/** The chunk of a generated module, by its file under site/generated ("towns/witney.tsx"). */
export const pageChunk = (file: string): number => hashName(file) % PAGE_CHUNKS;

/**
 * The bundler's chunk name for a module id: "pages-N" for a generated page
 * module under `generatedDir`, none for the rest (the bundler's own split).
 */
export function pageChunkName(generatedDir: string): (id: string) => string | null {
  return (id) => {
    const file = path.relative(generatedDir, id).split(path.sep).join("/");
    if (file.startsWith("..") || !/^[^/]+\/.+\.tsx$/.test(file)) return null;
    return `pages-${pageChunk(file)}`;
  };
}
