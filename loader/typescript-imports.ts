/**
 * Where the hook that lets Node load the project's TypeScript is
 * (ts-imports.mjs), for a child process or thread to register first: here, as
 * a module, so that the generator's printer thread and the build's children
 * and threads import it visibly and the import report sees the arrow.
 */
export const TYPESCRIPT_IMPORTS = new URL("./ts-imports.mjs", import.meta.url).href;
