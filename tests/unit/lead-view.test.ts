/** `npm run leads` shows times by the business's clock and services by their names. */
import { expect, test } from "vitest";
import { leadsCsv } from "../../site/server/store/leads-csv";
import type { Lead } from "../../site/server/store/leads";
import { leadView } from "../../site/server/owner/lead-view";

const london = leadView("Europe/London");

test.each([
  // Winter: London is on UTC.
  ["2026-01-02T10:00:00.000Z", "2026-01-02 10:00", "GMT"],
  // Summer: an hour ahead, so a request at 23:30 UTC came in the next day.
  ["2026-07-02T23:30:00.000Z", "2026-07-03 00:30", "BST"],
  // The clocks go forward at 01:00 UTC on the last Sunday of March.
  ["2026-03-29T00:59:00.000Z", "2026-03-29 00:59", "GMT"],
  ["2026-03-29T01:00:00.000Z", "2026-03-29 02:00", "BST"],
])("%s is %s %s in London", (iso, time, zone) => {
  expect(london.time(iso)).toBe(time);
  expect(london.zoneName(iso)).toBe(zone);
});

test("another zone in business.yaml moves the clock with it", () => {
  expect(leadView("America/New_York").time("2026-01-02T10:00:00.000Z")).toBe("2026-01-02 05:00");
});

test("a stored time that is not a date is shown as it is", () => {
  expect(london.time("yesterday")).toBe("yesterday");
  expect(london.zoneName("yesterday")).toBe("");
});

test("services by the names the form offers; a value it no longer offers as stored", () => {
  expect(london.service("tv-aerial")).toBe("TV aerial");
  expect(london.service("ajax-security")).toBe("Ajax alarm or CCTV");
  expect(london.service("retired-service")).toBe("retired-service");
});

test("the CSV: the zone in the time's heading, local times and service names in the rows", () => {
  const lead: Lead = {
    id: 7,
    createdAt: "2026-07-02T09:15:00.000Z",
    name: "Ann Smith",
    phone: "01993 123456",
    email: "",
    postcode: "OX18 3AB",
    service: "starlink",
    message: "",
    preferredTime: "morning",
    sourcePage: "/contact",
  };
  expect(leadsCsv([lead], london).split("\r\n")).toEqual([
    "id,received (Europe/London),name,phone,email,postcode,service,preferredTime,message,sourcePage",
    "7,2026-07-02 10:15,Ann Smith,01993 123456,,OX18 3AB,Starlink,morning,,/contact",
    "",
  ]);
});
