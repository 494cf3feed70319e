import { describe, expect, test } from "vitest";
import { scriptSafeJson } from "../../site/renderer/structured-data";

describe("JSON-LD inside a script element", () => {
  const hostile = {
    name: "</script><script>alert(1)</script>",
    note: "<!-- a comment --> & an ampersand",
    separators: "line\u2028paragraph\u2029end",
  };
  const json = scriptSafeJson(hostile);

  test("no value can close the element or open a comment", () => {
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain("<!--");
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });
  test("it is still the same JSON", () => {
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
