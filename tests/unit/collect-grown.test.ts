import { expect, test } from "vitest";
import { collectIfGrown, GROWTH_BYTES } from "../../build/collect-grown";

test("the build's heap is collected only when it has grown by GROWTH_BYTES since the last time", () => {
  // Wherever the heap stands now, a first call sets the mark.
  collectIfGrown();
  expect(collectIfGrown()).toBe(false);
  // Kept live, so that no collection of V8's own takes it back meanwhile.
  const held: number[] = new Array<number>((GROWTH_BYTES / 8) * 1.5).fill(0.5);
  expect(collectIfGrown()).toBe(true);
  expect(collectIfGrown()).toBe(false);
  expect(held).toHaveLength((GROWTH_BYTES / 8) * 1.5);
});
