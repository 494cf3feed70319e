/**
 * A worker thread of the generator's, asked one thing at a time: format.ts's
 * pool and the printer (printer.ts). Its source posts `{ value }` or, when the
 * work threw, `{ failure }` with the reason; here that is the answer or an
 * error. The thread's own error (its heap limit reached: ERR_WORKER_OUT_OF_MEMORY)
 * or its end fails the request waiting, and every request after at once: a
 * message posted to a stopped thread is dropped, and would be waited for ever.
 */
import { Worker, type WorkerOptions } from "node:worker_threads";

/** What a thread's source posts back for each request. */
type Answer<T> = { value: T } | { failure: string };

export interface AskedThread<Request, Reply> {
  ask(request: Request): Promise<Reply>;
  end(): Promise<void>;
}

/** A thread running `source` (CommonJS, as a worker's `eval` takes it); `name` says it in errors. */
export function askedThread<Request, Reply>(
  name: string,
  source: string,
  options: Omit<WorkerOptions, "eval">,
): AskedThread<Request, Reply> {
  const worker = new Worker(source, { ...options, eval: true });
  let pending:
    { resolve: (answer: Answer<Reply>) => void; reject: (error: Error) => void } | undefined;
  let stopped: Error | undefined;
  worker.on("message", (answer: Answer<Reply>) => pending?.resolve(answer));
  worker.on("error", (error) => {
    stopped = error;
    pending?.reject(error);
  });
  worker.on("exit", (code) => {
    stopped ??= new Error(`${name} stopped (exit ${code})`);
    pending?.reject(stopped);
  });
  return {
    // One request at a time: each caller waits for its answer before the next.
    ask: (request) =>
      new Promise<Answer<Reply>>((resolve, reject) => {
        if (stopped) return reject(stopped);
        pending = { resolve, reject };
        worker.postMessage(request);
      }).then((answer) => {
        pending = undefined;
        if ("failure" in answer) throw new Error(`${name} failed: ${answer.failure}`);
        return answer.value;
      }),
    end: async () => {
      await worker.terminate();
    },
  };
}
