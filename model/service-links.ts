/** Where a page links a service: its section on /services, or a town's own Starlink or Ajax page. */
import type { Link, TownPageProps } from "./page-props";
import type { LocalServicePage, Service } from "./services";

export const servicePath = (service: Pick<Service, "id">): string => `/services#${service.id}`;

/** How a town page lists a service: "Starlink installation in Witney, from £299" to its local page. */
export function serviceLink(
  service: Service,
  place: Pick<TownPageProps, "name" | LocalServicePage>,
): Link {
  const local = service.local && place[service.local];
  const name = local ? `${service.name} in ${place.name}` : service.name;
  return {
    name: service.price ? `${name}, ${service.price}` : name,
    path: local ? local.path : servicePath(service),
  };
}
