/**
 * Page GETs timed from a thread of their own, one after another, while the
 * main thread floods the server: a visitor's figure is then the server's
 * delay, not the load generator's own busy event loop.
 */
import { parentPort, Worker, workerData } from "node:worker_threads";
import { send, visitorAddress, type Outcome } from "./load-client";

interface TimerData {
  port: number;
  pages: readonly string[];
  /** Requests at least, however short the flood. */
  minimum: number;
}

/** Starts timing page GETs; `stop()` resolves with every outcome once `minimum` are in. */
export function startPageTimer(data: TimerData): { stop: () => Promise<Outcome[]> } {
  const worker = new Worker(new URL(import.meta.url), { workerData: data });
  const done = new Promise<Outcome[]>((resolve, reject) => {
    worker.once("message", (outcomes: Outcome[]) => resolve(outcomes));
    worker.once("error", reject);
  });
  return {
    stop: async () => {
      worker.postMessage("stop");
      const outcomes = await done;
      await worker.terminate();
      return outcomes;
    },
  };
}

async function timerThread(port: NonNullable<typeof parentPort>, data: TimerData): Promise<void> {
  let stopping = false;
  port.once("message", () => (stopping = true));
  const outcomes: Outcome[] = [];
  for (let i = 0; !stopping || outcomes.length < data.minimum; i++) {
    outcomes.push(
      await send({
        port: data.port,
        path: data.pages[i % data.pages.length]!,
        localAddress: visitorAddress(200 + (i % 40)),
        timeoutMs: 5_000,
      }),
    );
  }
  port.postMessage(outcomes);
}

if (parentPort) await timerThread(parentPort, workerData as TimerData);
