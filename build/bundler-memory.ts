/**
 * Imported before the bundler loads: the settings of the memory allocator
 * inside Rolldown's native module (mimalloc), read from the environment when
 * that module loads. By default it keeps freed memory and commits whole
 * arenas at once. Returning memory at once and committing it as used lowers
 * the bundler's peak by about a third, for no measurable time.
 */
process.env.MIMALLOC_PURGE_DELAY ??= "0";
process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= "0";
