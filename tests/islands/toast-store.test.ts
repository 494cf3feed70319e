import { expect, test } from "vitest";
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  createToastStore,
} from "../../site/islands/toast/toast-store";
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
} from "../../site/islands/toast/toaster";

test("the toasts' constants: one at a time, 5 s, swipe right 50 px, F8", () => {
  expect([TOAST_LIMIT, TOAST_REMOVE_DELAY]).toEqual([1, 1_000_000]);
  expect([TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, TOAST_HOTKEY]).toEqual([5000, 50, ["F8"]]);
});

test("one toast at a time: a new one replaces the last", () => {
  const store = createToastStore(() => {});
  store.toast({ title: "first" });
  store.toast({ title: "second" });
  expect(store.current().map((toast) => toast.title)).toEqual(["second"]);
});

test("a dismissed toast closes at once and is removed after 1,000,000 ms", () => {
  const timers: { run: () => void; ms: number }[] = [];
  const store = createToastStore((run, ms) => timers.push({ run, ms }));
  const seen: number[] = [];
  store.subscribe((toasts) => seen.push(toasts.length));
  const id = store.toast({ title: "sent" });
  store.dismiss(id);
  expect(store.current()).toEqual([expect.objectContaining({ id, open: false })]);
  expect(timers.map((timer) => timer.ms)).toEqual([1_000_000]);
  timers[0]!.run();
  expect(store.current()).toEqual([]);
  expect(seen).toEqual([1, 1, 0]);
});
