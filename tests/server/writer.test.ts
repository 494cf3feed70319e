/** The non-blocking writer: tries again while the database is locked, until its time is up. */
import { describe, expect, test } from "vitest";
import { createWriter, isBusy, StoreBusyError } from "../../site/server/store/writer";

const busy = () => Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });

/** A clock that moves only when the writer sleeps, and the pauses it asked for. */
function fakeTime() {
  let clock = 0;
  const pauses: number[] = [];
  return {
    pauses,
    now: () => clock,
    sleep: async (ms: number) => {
      pauses.push(ms);
      clock += ms;
    },
  };
}

describe("createWriter", () => {
  test("a write that meets a lock is tried again, with growing pauses, until it commits", async () => {
    const time = fakeTime();
    let attempts = 0;
    const write = createWriter({ timeoutMs: 1_000, ...time });
    const id = await write(() => {
      if (++attempts < 5) throw busy();
      return 42;
    });
    expect(id).toBe(42);
    expect(time.pauses).toEqual([2, 5, 10, 20]);
  });

  test("a lock that outlasts the timeout: StoreBusyError (503), after about the timeout", async () => {
    const time = fakeTime();
    const write = createWriter({ timeoutMs: 1_000, ...time });
    const outcome = await write(() => {
      throw busy();
    }).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(StoreBusyError);
    expect((outcome as StoreBusyError).statusCode).toBe(503);
    expect(time.now()).toBe(1_000);
  });

  test("any other failure is not retried", async () => {
    const time = fakeTime();
    const write = createWriter({ timeoutMs: 1_000, ...time });
    const readOnly = Object.assign(new Error("readonly"), { code: "SQLITE_READONLY" });
    await expect(
      write(() => {
        throw readOnly;
      }),
    ).rejects.toBe(readOnly);
    expect(time.pauses).toEqual([]);
  });

  test("isBusy: SQLITE_BUSY and its extended codes only", () => {
    expect(isBusy(busy())).toBe(true);
    expect(isBusy({ code: "SQLITE_BUSY_SNAPSHOT" })).toBe(true);
    expect(isBusy({ code: "SQLITE_LOCKED" })).toBe(false);
    expect(isBusy(new Error("x"))).toBe(false);
    expect(isBusy(undefined)).toBe(false);
  });
});
