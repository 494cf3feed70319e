/**
 * The printer's thread prints and formats a small run's files: the same text
 * as this thread would make, a failure in it an error here, and none on a
 * Node that strips no types.
 */
import { afterAll, describe, expect, test } from "vitest";
import { emit } from "../../generator/emit/emit";
import { emittables, type ToEmit } from "../../generator/emit/emittable";
import { formatBatch } from "../../generator/format-batch";
import { startPrinter, type Printer } from "../../generator/printer";
import { generateFixture } from "./fixture";

const OPTIONS = { printWidth: 100 };
const started: Printer[] = [];

function printer(): Printer {
  const made = startPrinter(OPTIONS, true);
  if (!made) throw new Error("no printer on a Node that strips types");
  started.push(made);
  return made;
}

afterAll(async () => {
  await Promise.all(started.map((each) => each.end()));
});

describe("the printer", () => {
  test("prints and formats what the main thread would, pages and data modules", async () => {
    const { pages, editorial, prose } = await generateFixture();
    const made: ToEmit = {
      pages: pages.slice(0, 3),
      editorial: editorial.slice(0, 2),
      prose: prose.slice(0, 1),
      modules: [
        {
          path: "site/generated/listed.ts",
          source: "a test",
          typeFrom: "../../model/page-props",
          name: "listed",
          type: "Listed[]",
          value: [{ name: "Witney", county: "Oxfordshire" }],
        },
      ],
    };
    const here = [...emit(made)];
    expect(here).toHaveLength(7);
    const inThread = printer();
    const printed = await inThread.print([...emittables(made)]);
    expect(printed).toEqual(here);
    expect(await inThread.format(printed)).toEqual(await formatBatch(here, OPTIONS));
  });

  test("a failure in its thread is an error here, with the reason", async () => {
    await expect(
      printer().format([{ path: "site/generated/broken.ts", contents: "const = ;" }]),
    ).rejects.toThrow(/^the printer's thread failed: SyntaxError: Unexpected token/);
  });

  test("ended, it refuses a request at once rather than leave it waiting", async () => {
    const ended = printer();
    await ended.end();
    await expect(ended.format([{ path: "a.ts", contents: "const a = 1;" }])).rejects.toThrow(
      /the printer's thread stopped/,
    );
  });

  test("none on a Node that strips no types", () => {
    expect(startPrinter(OPTIONS, false)).toBeUndefined();
  });
});
