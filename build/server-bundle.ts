/**
 * The server for plain Node: site/server/main.ts and the owner's commands
 * (backup, leads, report:404), each one file under dist/server-app with the
 * project's own code (site/, model/, site/generated/) inlined, the schema's
 * SQL files beside them in migrations/, and the packages left as imports,
 * which a production install (`npm ci --omit=dev`) provides. Vite's SSR build does
 * exactly that; no Vike plugin, as the pages are pre-rendered. Not
 * dist/server, the server bundle the build renders the pages with. Its
 * entries and output folder: server-app-files.ts.
 */
import { isBuiltin } from "node:module";
import { cp, readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Rolldown } from "vite";
import { MIGRATIONS_FOLDER } from "../site/server/store/migrations";
import { SERVER_APP_DIR, SERVER_ENTRIES } from "./server-app-files";

/** "@fastify/static/x" → "@fastify/static", "react-dom/server" → "react-dom". */
export function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/**
 * The packages the bundle imports that package.json's `dependencies` do not
 * list: a production install would leave them out and the server would not
 * start, so the build stops naming them.
 */
export function undeclaredPackages(
  imports: Iterable<string>,
  dependencies: Readonly<Record<string, string>>,
): string[] {
  const packages = [...imports].filter((specifier) => !isBuiltin(specifier)).map(packageOf);
  return [...new Set(packages)].filter((name) => !(name in dependencies)).sort();
}

/** The server would not start from a production install: the build stops with this message. */
export class UndeclaredPackages extends Error {}

export interface ServerBundle {
  files: string[];
  bytes: number;
  /** Packages the bundle imports, each listed in dependencies. */
  packages: string[];
  /** The generated modules it holds (site/generated/business.ts…): its inputs besides code. */
  generated: string[];
}

/** Writes dist/server-app under `root`; throws naming any package the bundle needs but dependencies lacks. */
export async function bundleServer(root = process.cwd()): Promise<ServerBundle> {
  // Loaded here, not with this module: the build's child then loads Vite without tsx's loader.
  const { build } = await import("vite");
  const result = await build({
    configFile: false,
    // The server reads its own .env when it starts; nothing is baked into the bundle.
    envDir: false,
    root,
    logLevel: "warn",
    build: {
      ssr: true,
      outDir: SERVER_APP_DIR,
      emptyOutDir: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      target: "node24",
      rolldownOptions: {
        input: SERVER_ENTRIES,
        output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).filter(
    (output): output is Rolldown.RolldownOutput => "output" in output,
  );
  const chunks = outputs
    .flatMap((output) => output.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === "chunk");
  // The schema's SQL files, which the server reads when it opens the database (store/migrations.ts).
  const migrationsOut = path.posix.join(SERVER_APP_DIR, MIGRATIONS_FOLDER);
  await cp(path.join(root, MIGRATIONS_FOLDER), path.join(root, migrationsOut), { recursive: true });
  const migrations = (await readdir(path.join(root, migrationsOut))).map((file) =>
    path.posix.join(migrationsOut, file),
  );
  const files = [
    ...chunks.map((chunk) => path.posix.join(SERVER_APP_DIR, chunk.fileName)),
    ...migrations,
  ];
  const imports = new Set(chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]));
  const own = new Set(chunks.map((chunk) => chunk.fileName));
  const external = [...imports].filter((specifier) => !own.has(specifier));
  const manifest = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  const missing = undeclaredPackages(external, manifest.dependencies ?? {});
  if (missing.length > 0) {
    throw new UndeclaredPackages(
      `the server imports ${missing.join(", ")} at run time, which package.json lists only in devDependencies or not at all.\n` +
        "  Move it to dependencies (a production install leaves the others out), or stop importing it.",
    );
  }
  const sizes = await Promise.all(
    files.map(async (file) => (await stat(path.join(root, file))).size),
  );
  return {
    files,
    bytes: sizes.reduce((sum, size) => sum + size, 0),
    packages: [...new Set(external.filter((s) => !isBuiltin(s)).map(packageOf))].sort(),
    generated: [
      ...new Set(
        chunks
          .flatMap((chunk) => chunk.moduleIds)
          .map((id) => path.relative(root, id).split(path.sep).join("/"))
          .filter((file) => file.startsWith("site/generated/")),
      ),
    ].sort(),
  };
}
