/**
 * `npm run generate [-- --check] [--quiet] [--verbose] [--root DIR]`
 *
 * Regenerates site/generated/ (one page component per town, Starlink and Ajax
 * page, plus the manifest) and data/schema/ from data/ and templates/.
 * Exit codes: 0 done (or up to date), 1 invalid data or --check found stale
 * files, 2 wrong usage or an internal error.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { DataError, formatProblem, sortProblems } from "./errors";
import { GENERATED_DIR, SCHEMA_DIR } from "./emit/emit";
import { loadFormatOptions } from "./format";
import { load } from "./load/load";
import { generate } from "./pipeline";
import { compareText } from "../model/text";
import { diff, readGenerated, write } from "./write";

const USAGE = "usage: npm run generate -- [--check] [--quiet] [--verbose] [--root DIR]";

interface Describable {
  slug: string;
  location: { name: string; county: string; mainPostcode: string };
}

const describe = ({ location }: Describable) =>
  `${location.name} (${location.county}, ${location.mainPostcode})`;

function collisionLine(collision: {
  slug: string;
  winner: Describable;
  others: Describable[];
}): string {
  const others = collision.others.map((other) => `${describe(other)} at /${other.slug}`).join("; ");
  return `slug "${collision.slug}": ${describe(collision.winner)} keeps it; ${others}`;
}

export async function main(argv: string[]): Promise<number> {
  let flags;
  try {
    flags = parseArgs({
      args: argv,
      options: {
        check: { type: "boolean" },
        quiet: { type: "boolean" },
        verbose: { type: "boolean" },
        root: { type: "string" },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const root = path.resolve(flags.root ?? ".");
  const started = performance.now();
  const log = (line: string) => {
    if (!flags.quiet) console.log(line);
  };

  // --verbose: each stage by name and how long it took, as it finishes.
  const stage = (name: string, ms: number) => {
    if (flags.verbose) console.log(`  ${name.padEnd(24)} ${ms.toFixed(0).padStart(6)} ms`);
  };
  const since = (mark: number) => performance.now() - mark;

  try {
    const [input, formatOptions, previous] = await Promise.all([
      load(root),
      loadFormatOptions(root),
      readGenerated(root, [GENERATED_DIR, SCHEMA_DIR]),
    ]);
    stage("load", since(started));
    const { plan, pages, editorial, prose, files, timings } = await generate(
      input,
      formatOptions,
      previous,
    );
    timings.forEach((timing) => stage(timing.stage, timing.ms));
    const pageCount = pages.length + editorial.length + prose.length;
    plan.collisions.forEach((collision) => log(collisionLine(collision)));
    const compared = performance.now();
    const changes = diff(files, previous);
    stage("compare with disk", since(compared));
    const seconds = ((performance.now() - started) / 1000).toFixed(2);

    if (flags.check) {
      const stale = [
        ...changes.changed.map((file) => `changed: ${file.path}`),
        ...changes.stale.map((file) => `removed: ${file}`),
      ].sort((a, b) => compareText(a.slice(a.indexOf(" ")), b.slice(b.indexOf(" "))));
      stale.forEach((line) => console.log(line));
      console.log(
        stale.length === 0
          ? `generate --check: ${pageCount} pages up to date (${seconds} s)`
          : `generate --check: ${stale.length} generated file${stale.length === 1 ? " is" : "s are"} stale; run \`npm run generate\``,
      );
      return stale.length === 0 ? 0 : 1;
    }

    const writing = performance.now();
    await write(root, changes);
    stage("write", since(writing));
    console.log(
      `generate: ${pageCount} pages, ${changes.changed.length} written, ${changes.unchanged} unchanged, ${changes.stale.length} removed in ${seconds} s`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DataError) {
      console.error(sortProblems(error.problems).map(formatProblem).join("\n"));
      console.error(`generate: ${error.message}; nothing was written.`);
      return 1;
    }
    console.error("generate: internal error (a bug in the generator, not in your data):");
    console.error(error);
    return 2;
  }
}

// Run only as a command, so tests can import main() without side effects.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
