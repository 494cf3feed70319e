import { expect, test } from "vitest";
import { csvCell, leadsCsv } from "../../site/server/store/leads-csv";

test.each([
  ["plain", "plain"],
  ['say "hi", ok', '"say ""hi"", ok"'],
  ["two\nlines", '"two\nlines"'],
  ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
  ["+44 1993", "'+44 1993"],
])("csvCell(%j)", (given, want) => {
  expect(csvCell(given)).toBe(want);
});

test("header row, CRLF line ends", () => {
  expect(leadsCsv([])).toBe(
    "id,createdAt,name,phone,email,postcode,service,preferredTime,message,sourcePage\r\n",
  );
});
