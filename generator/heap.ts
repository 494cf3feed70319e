/**
 * A full garbage collection every so many files written, where Node exposes
 * one (`--expose-gc`: the build runs the generator so, and so does
 * `npm run generate`; tests do not, and there this does nothing).
 *
 * Why: the generator keeps its plan and every page's inputs live (about
 * 150 MB at ten times the places) and makes garbage for each page it prints.
 * Left to itself V8 let the heap grow to 2-2.5 times what was live before a
 * full collection, so the run's peak moved with where those happened to
 * fall: 600-950 MB for the same run. Collected every 1,000 files, the heap
 * stays within about 80 MB of what is live; each collection takes some
 * 0.1-0.2 s, 14 of them at ten times the places.
 */
const FILES_BETWEEN_COLLECTIONS = 1000;

/** Call once per file written; every `every` calls, collects. */
export function collectEvery(every = FILES_BETWEEN_COLLECTIONS): () => void {
  let files = 0;
  return () => {
    files += 1;
    if (files % every === 0) globalThis.gc?.();
  };
}
