/** data/business.yaml's time zone: an IANA name, canonical or an alias of one, in any case Intl takes. */
import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { businessSchema } from "../../generator/schema/business";

const business = parse(
  await readFile(new URL("../fixtures/small/data/business.yaml", import.meta.url), "utf8"),
) as Record<string, unknown>;

const timeZoneTaken = (timeZone: string) => {
  const result = businessSchema.safeParse({ ...business, timeZone });
  return result.success || !result.error.issues.some((issue) => issue.path[0] === "timeZone");
};

describe("the business's time zone", () => {
  test("a canonical name, an alias and another case are taken", () => {
    expect(timeZoneTaken("Europe/London")).toBe(true);
    expect(timeZoneTaken("GB")).toBe(true);
    expect(timeZoneTaken("europe/london")).toBe(true);
  });

  test("a name Intl does not know, and an offset, are refused", () => {
    expect(timeZoneTaken("Europe/Carterton")).toBe(false);
    expect(timeZoneTaken("+01:00")).toBe(false);
  });
});
