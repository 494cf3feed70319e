/**
 * The static hosts' own local emulators, so what we claim of Cloudflare Pages
 * and Netlify is what their code does with our files: `wrangler pages dev`
 * and `netlify dev`, started offline on a folder of built files.
 *
 * wrangler is the project's own (a devDependency: the owner publishes with
 * it); netlify-cli, a tool for checking the site only, is installed on
 * demand into the user's cache folder at a pinned version (the last that
 * runs on the project's Node), like the bench's Astro reference, and never
 * into node_modules. The site with its Pages Functions and D1 is served by
 * `npm run preview:cloudflare` (scripts/cloudflare.ts), as the owner serves it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../server-process";

/** The cached emulators and their pins: a change here installs them again on the next run. */
export const HOST_TOOLS = { "netlify-cli": "27.10.2" } as const;

/** The project's folder, where its node_modules are. */
const PROJECT = path.join(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The project's own wrangler (package.json pins it). */
export const WRANGLER_BIN = path.join(PROJECT, "node_modules", ".bin", "wrangler");
const WRANGLER_VERSION = (
  JSON.parse(readFileSync(path.join(PROJECT, "node_modules/wrangler/package.json"), "utf8")) as {
    version: string;
  }
).version;

export type HostName = "cloudflare" | "netlify";
export const HOST_NAMES: readonly HostName[] = ["cloudflare", "netlify"];

/** What a page or a person calls each host. */
export const HOST_LABELS: Record<HostName, string> = {
  cloudflare: `Cloudflare Pages (wrangler ${WRANGLER_VERSION})`,
  netlify: `Netlify (netlify-cli ${HOST_TOOLS["netlify-cli"]})`,
};

export function hostToolsDir(): string {
  const cache = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache");
  return path.join(cache, "aerial-site-hosts");
}

const binOf = (dir: string, name: string) => path.join(dir, "node_modules", ".bin", name);

/**
 * Installs the emulators in the cache folder unless the pins there already
 * match; returns the folder. Slow the first time (about a minute), then instant.
 */
export function ensureHostTools(progress: (line: string) => void = () => {}): string {
  const dir = hostToolsDir();
  const manifest = JSON.stringify(
    { name: "aerial-site-hosts", private: true, dependencies: HOST_TOOLS },
    null,
    2,
  );
  const stamp = path.join(dir, "installed.json");
  const installed =
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === manifest &&
    existsSync(binOf(dir, "netlify"));
  if (installed) return dir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "package.json"), manifest);
  progress(`installing the Netlify emulator in ${dir} (once)`);
  const install = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (install.status !== 0) throw new Error(`npm install of the emulators in ${dir} failed`);
  writeFileSync(stamp, manifest);
  return dir;
}

export interface RunningHost {
  name: HostName;
  /** "http://127.0.0.1:<port>", no trailing slash. */
  origin: string;
  /** What the emulator printed so far, for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The command line of each emulator, serving `siteDir` on `port`, with nothing that needs the
 * network.
 */
function commandOf(
  name: HostName,
  tools: string,
  siteDir: string,
  ports: { port: number; inner: number },
  state: string | undefined,
) {
  if (name === "cloudflare") {
    return {
      bin: WRANGLER_BIN,
      args: [
        "pages",
        "dev",
        siteDir,
        ...(state ? ["--persist-to", state] : []),
        "--ip",
        "127.0.0.1",
        "--port",
        String(ports.port),
        "--inspector-port",
        String(ports.inner),
        "--show-interactive-dev-session=false",
        "--log-level",
        "warn",
      ],
    };
  }
  return {
    bin: binOf(tools, "netlify"),
    args: [
      "dev",
      "--offline",
      // Edge functions fetch their runtime from the network at start; the site has none.
      "--internal-disable-edge-functions",
      "--dir",
      siteDir,
      "--port",
      String(ports.port),
      "--staticServerPort",
      String(ports.inner),
      "--no-open",
      "--skip-gitignore",
    ],
  };
}

async function waitUntilAnswering(origin: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/`, { redirect: "manual" });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts one emulator on `siteDir` (a built dist/client) and resolves once it
 * answers. Its state folders go to a scratch folder removed by stop(). A
 * build for Cloudflare (with _routes.json) is served with the project's
 * Functions and wrangler.toml, as `npm run preview:cloudflare` serves it.
 */
export async function startHost(
  name: HostName,
  siteDir: string,
  options: {
    tools?: string;
    /** Where to listen; a free port when absent (give one when the site must know its origin before it is built). */
    port?: number;
    timeoutMs?: number;
  } = {},
): Promise<RunningHost> {
  const tools = name === "cloudflare" ? "" : (options.tools ?? ensureHostTools());
  const [port, inner] = [options.port ?? (await freePort()), await freePort()];
  const scratch = mkdtempSync(path.join(os.tmpdir(), `host-${name}-`));
  const withFunctions = name === "cloudflare" && existsSync(path.join(siteDir, "_routes.json"));
  const state = withFunctions ? path.join(scratch, "state") : undefined;
  const { bin, args } = commandOf(name, tools, path.resolve(siteDir), { port, inner }, state);
  const child = spawn(bin, args, {
    cwd: withFunctions ? PROJECT : scratch,
    env: {
      ...process.env,
      CI: "1",
      WRANGLER_SEND_METRICS: "false",
      NETLIFY_TELEMETRY_DISABLED: "1",
      NO_COLOR: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // The emulators start children of their own (workerd, a static server): end the group.
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        child.kill("SIGTERM");
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // Already gone.
        }
      }, 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(origin, child, options.timeoutMs ?? 90_000);
  } catch (error) {
    await stop();
    throw new Error(
      `${HOST_LABELS[name]} ${(error as Error).message}; it printed:\n${output.slice(-3_000)}`,
      { cause: error },
    );
  }
  return { name, origin, output: () => output, stop };
}
