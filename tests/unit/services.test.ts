import { expect, test } from "vitest";
import { serviceLink } from "../../model/service-links";
import type { Service } from "../../model/services";
import { servicesMarkdown } from "../../generator/compose/services";
import { business } from "../../site/generated/business";
import { renderMarkdown } from "../../generator/compose/markdown";

const place = {
  name: "Witney",
  starlink: { name: "Starlink in Witney", path: "/starlink-installation-witney" },
  ajax: { name: "Ajax security in Witney", path: "/ajax-security-installation-witney" },
};

test("a town links a service to its section on /services, or to its own local page", () => {
  const aerials: Service = {
    id: "tv-aerials",
    name: "TV aerials",
    title: "TV aerials",
    summary: "",
  };
  expect(serviceLink(aerials, place)).toEqual({ name: "TV aerials", path: "/services#tv-aerials" });
  const starlink: Service = { ...aerials, id: "starlink", name: "Starlink installation" };
  expect(serviceLink({ ...starlink, price: "from £150", local: "starlink" }, place)).toEqual({
    name: "Starlink installation in Witney, from £150",
    path: "/starlink-installation-witney",
  });
});

test("the five services, in order, placeholders rendered from the business's own figures", () => {
  expect(business.services.map((service) => service.id)).toEqual([
    "tv-aerials",
    "satellite",
    "wifi",
    "starlink",
    "ajax",
  ]);
  const satellite = business.services.find((service) => service.id === "satellite")!;
  expect(satellite.price).toBe(`Sky from £${business.prices.skyDishFrom}`);
  // Without a title of its own, a card is headed by the name.
  expect(satellite.title).toBe(satellite.name);
  for (const service of business.services) expect(service.summary).not.toContain("{{");
});

test("{{services}} in prose is a list of links to each service's section", () => {
  const { blocks, links } = renderMarkdown(servicesMarkdown(business.services));
  expect(blocks).toHaveLength(1);
  expect(links).toEqual(business.services.map((service) => `/services#${service.id}`));
  expect(blocks[0]).toContain('<li><a href="/services#wifi">Wi-Fi and mesh networks</a></li>');
});
