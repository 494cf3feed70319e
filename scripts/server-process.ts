/** Starts the production server as its own process (no tsx wrapper, so a signal reaches it) and waits until it answers. */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export interface StartOptions {
  /** The project folder to serve from (its site/ code and dist/client); the current one by default. */
  cwd?: string;
}

/** A port the kernel just handed out and released, so no other server is measured by mistake. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** On env.PORT when given, else on a free port; `port` in the result says which. */
export async function startServer(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<{ child: ChildProcess; origin: string; port: number }> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, ["--import", "tsx", "site/server/main.ts"], {
    cwd: options.cwd,
    env: { ...process.env, LOG: "0", HOST: "127.0.0.1", PORT: port, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      await fetch(`${origin}/`);
      return { child, origin, port: Number(port) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill("SIGKILL");
  throw new Error("server did not answer within 10 s");
}

export const SAMPLE_QUOTE = {
  name: "Bench Visitor",
  phone: "01993 123456",
  email: "bench@example.co.uk",
  postcode: "OX18 3AB",
  service: "tv-aerial",
  message: "Benchmark request",
  preferredTime: "any",
  sourcePage: "/contact",
};
