import { describe, expect, test } from "vitest";
import {
  endpointAt,
  formsNote,
  isFormOrigin,
  NOT_FOUND_REPORT_ENDPOINT,
  QUOTE_ENDPOINT,
} from "../../model/form-origin";

describe("formOrigin: an origin a browser can post to from the site", () => {
  test.each([
    "https://forms.example.co.uk",
    "https://forms.example.co.uk:8443",
    "http://127.0.0.1:4000",
    "http://localhost:4000",
  ])("accepts %s", (text) => expect(isFormOrigin(text)).toBe(true));

  test.each([
    ["plain http off this machine", "http://forms.example.co.uk"],
    ["a path", "https://forms.example.co.uk/api"],
    ["a trailing slash", "https://forms.example.co.uk/"],
    ["a query", "https://forms.example.co.uk?x=1"],
    ["credentials", "https://user:pass@forms.example.co.uk"],
    ["capitals a browser would not send", "https://Forms.example.co.uk"],
    ["another scheme", "ftp://forms.example.co.uk"],
    ["no scheme", "forms.example.co.uk"],
  ])("refuses %s", (_why, text) => expect(isFormOrigin(text)).toBe(false));
});

test("endpoints go to the form server when there is one, else stay on the page's origin", () => {
  expect(endpointAt("https://forms.example.co.uk", QUOTE_ENDPOINT)).toBe(
    "https://forms.example.co.uk/api/quote",
  );
  expect(endpointAt(null, NOT_FOUND_REPORT_ENDPOINT)).toBe("/api/404-status");
});

test("the build's line names the form server and the SITE_URL it needs, or what a static host shows", () => {
  expect(formsNote("https://forms.example.co.uk", "https://www.example.co.uk", "any")).toBe(
    "the quote form and the not-found report post to https://forms.example.co.uk (its server needs SITE_URL=https://www.example.co.uk)",
  );
  expect(formsNote(null, "https://www.example.co.uk", "any")).toMatch(
    /^no formOrigin in data\/business\.yaml: on a static host \/contact and \/instant-quote show the phone numbers/,
  );
  // Cloudflare's Functions take the forms whatever formOrigin says.
  expect(
    formsNote("https://forms.example.co.uk", "https://www.example.co.uk", "cloudflare"),
  ).toMatch(
    /^for Cloudflare Pages: the quote form, the not-found report and the postcode check go to the Functions/,
  );
});
