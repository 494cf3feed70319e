/**
 * The quote form's one schema refuses what would forge a record or act on
 * the owner's terminal: control characters anywhere, line breaks outside
 * the message. The message keeps its ordinary line breaks.
 */
import { describe, expect, test } from "vitest";
import { validateQuote } from "../../model/quote";

const VALID = {
  name: "Ann Smith",
  phone: "01993 123456",
  email: "ann@example.co.uk",
  postcode: "OX18 3AB",
  service: "starlink",
  message: "Dish on the barn, please.",
  preferredTime: "morning",
};

describe("control characters in the quote form", () => {
  test.each([
    ["ESC (retitles a terminal)", "Ann\u001b]0;owned\u0007"],
    ["BEL", "Ann\u0007"],
    ["DEL", "Ann\u007f"],
    ["NUL (cut the stored text short)", "Ann\u0000Smith"],
    ["CR LF (forged a record line)", "Ann\r\n#99 2026-01-01 Forged"],
    ["a line feed", "Ann\nSmith"],
    ["a tab", "Ann\tSmith"],
    ["U+2028", "Ann\u2028Smith"],
    ["a C1 control (CSI)", "Ann\u009b2J"],
  ])("the name refuses %s", (_name, name) => {
    const result = validateQuote({ ...VALID, name });
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.errors).toEqual({
      name: "Please write your name on one line, without special characters.",
    });
  });

  test.each([
    ["ESC", "Hello\u001b[2J"],
    ["BEL", "Hello\u0007"],
    ["DEL", "Hello\u007f"],
    ["NUL", "Hello\u0000there"],
    ["a C1 control", "Hello\u0085"],
  ])("the message refuses %s", (_name, message) => {
    const result = validateQuote({ ...VALID, message });
    expect(result.ok ? {} : result.errors).toEqual({
      message: "Please remove the special characters from your message.",
    });
  });

  test("the message keeps its line breaks, as one kind: CR LF and CR become LF, tabs a space", () => {
    const result = validateQuote({
      ...VALID,
      message: "Line one\r\nLine two\rLine three\u2028Line four\tend",
    });
    expect(result.ok && result.request.message).toBe(
      "Line one\nLine two\nLine three\nLine four end",
    );
  });

  test("ordinary names still pass, accents and apostrophes included", () => {
    for (const name of ["Siân O'Brien", "Zoë Smith-Jones", "李 雷"]) {
      expect(validateQuote({ ...VALID, name }).ok, name).toBe(true);
    }
  });
});
