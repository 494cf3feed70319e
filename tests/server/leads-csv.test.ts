import { expect, test } from "vitest";
import { csvCell, leadsCsv } from "../../site/server/store/leads-csv";

test.each([
  ["plain", "plain"],
  ['say "hi", ok', '"say ""hi"", ok"'],
  ["two\nlines", "two\\u000alines"],
  ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
  ["+44 1993", "'+44 1993"],
  ["\u001b]0;owned\u0007", "\\u001b]0;owned\\u0007"],
])("csvCell(%j)", (given, want) => {
  expect(csvCell(given)).toBe(want);
});

test("a multi-line cell keeps its line feeds, quoted, and escapes the rest", () => {
  expect(csvCell("two\nlines\u0007", { multiLine: true })).toBe('"two\nlines\\u0007"');
});

test("header row, CRLF line ends", () => {
  expect(leadsCsv([])).toBe(
    "id,received (UTC),name,phone,email,postcode,service,preferredTime,message,sourcePage\r\n",
  );
});
