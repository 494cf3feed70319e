/**
 * The services of data/business.yaml with their business placeholders
 * rendered ("from {{price.starlinkDish}}" → "from £299"), as every page lists them. Pure.
 */
import { servicePath } from "../../model/service-links";
import type { Service } from "../../model/services";
import type { BusinessData } from "../schema/business";
import type { BusinessContext } from "../schema/template-fields";
import { render } from "./render";

export function composeServices(
  services: BusinessData["services"],
  context: BusinessContext,
): Service[] {
  return services.map((service) => ({
    id: service.id,
    name: service.name,
    title: render(service.title ?? service.name, context),
    summary: render(service.summary, context),
    ...(service.price !== undefined && { price: render(service.price, context) }),
    ...(service.local && { local: service.local }),
  }));
}

/**
 * The `{{services}}` placeholder of editorial content: a Markdown list of each
 * service linked to its section on /services, for a line of its own.
 */
export function servicesMarkdown(services: BusinessData["services"]): string {
  return services.map((service) => `- [${service.name}](${servicePath(service)})`).join("\n");
}
