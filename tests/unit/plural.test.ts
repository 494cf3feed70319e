import { expect, test } from "vitest";
import { plural } from "../../model/text";

test("one takes the singular, any other count the plural", () => {
  expect(plural(1, "file")).toBe("1 file");
  expect(plural(0, "file")).toBe("0 files");
  expect(plural(3, "quote request")).toBe("3 quote requests");
});

test("a noun whose plural is not the singular plus s names it", () => {
  expect(plural(2, "not-found row", "not-found rows")).toBe("2 not-found rows");
  expect(plural(1, "entry", "entries")).toBe("1 entry");
  expect(plural(4, "entry", "entries")).toBe("4 entries");
});
