/**
 * `npm run` prints a banner on standard output before the script starts
 * ("> aerial-site@0.1.0 leads" and the command line), unless run with -s. Sent
 * to a file (`npm run leads -- --csv > leads.csv`), those lines land at the top
 * of the file, before anything the script writes. A script whose output is
 * meant for a file removes them: they are all the file holds when it starts.
 */
import { fstatSync, ftruncateSync, writeSync } from "node:fs";

/** The banner npm printed before this script, as npm writes it; undefined when it printed none. */
export function npmBanner(env: NodeJS.ProcessEnv, args: readonly string[]): string | undefined {
  const { npm_lifecycle_event: event, npm_lifecycle_script: script } = env;
  if (event === undefined || script === undefined) return undefined;
  // -s (or loglevel silent in any npmrc) is the one setting under which npm prints no banner.
  if (env.npm_config_loglevel === "silent") return undefined;
  const { npm_package_name: name, npm_package_version: version } = env;
  const id = name && version ? `${name}@${version} ` : "";
  const command = script.trim().replace(/\n/g, "\n> ");
  return `\n> ${id}${event}\n> ${command}${args.length > 0 ? ` ${args.join(" ")}` : ""}\n\n`;
}

export type Destination =
  /** A terminal, a file with nothing of npm's in it, or no banner was printed. */
  | "clean"
  /** A file that held npm's banner alone: emptied, the output starts at its top. */
  | "banner-removed"
  /** A pipe or a file with more in it: the banner cannot be taken back. */
  | "banner-before";

/**
 * Writes `text` to the descriptor as the whole of the output: when the
 * descriptor is a file holding nothing but the banner, the file is emptied and
 * the text written from its start (so `>` and `>>` into a new file both give
 * a clean file); a file that held more (`>>` onto earlier output) is appended
 * to as the shell asked.
 */
export function writeWithoutBanner(
  fd: number,
  text: string,
  banner: string | undefined,
): Destination {
  const bytes = Buffer.from(text);
  const stat = fstatSync(fd);
  const bannerOnly =
    banner !== undefined && stat.isFile() && stat.size === Buffer.byteLength(banner);
  if (bannerOnly) ftruncateSync(fd, 0);
  // From the file's start (positioned writes: the descriptor's own offset is past the banner);
  // elsewhere, where the output goes next.
  for (let done = 0; done < bytes.length;) {
    done += writeSync(fd, bytes, done, bytes.length - done, bannerOnly ? done : null);
  }
  if (bannerOnly) return "banner-removed";
  return banner === undefined || stat.isCharacterDevice() ? "clean" : "banner-before";
}
