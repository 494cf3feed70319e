/**
 * A full garbage collection every so many steps of a long run (files
 * written, pages rendered), where Node exposes one: `npm run generate` and
 * `npm run build` start it with `--expose-gc`, which the build's children
 * and threads share; elsewhere, as in tests, this does nothing.
 *
 * Why: a run that keeps a steady amount live and makes garbage at a steady
 * rate let V8 grow each heap to 2-2.5 times what was live before collecting
 * it in full, so a run's peak moved with where those collections happened to
 * fall. Each caller says why it collects where it does; the effect on peak
 * memory is in docs/benchmarks.md.
 */
export function collectEvery(every: number): () => void {
  let steps = 0;
  return () => {
    steps += 1;
    if (steps % every === 0) collectNow();
  };
}

/** A full garbage collection now, where Node exposes one. */
export function collectNow(): void {
  globalThis.gc?.();
}
