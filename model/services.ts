/**
 * The business's services (data/business.yaml `services`), one list that every
 * page listing them reads: the home page's cards, each town's links, and the
 * sections of /services, whose anchors are the services' ids.
 */
/** The place pages a town links a service to instead of its section on /services. */
export const LOCAL_SERVICE_PAGES = ["starlink", "ajax"] as const;
export type LocalServicePage = (typeof LOCAL_SERVICE_PAGES)[number];

/** A service with its placeholders rendered, as the generator emits it. */
export interface Service {
  /** The anchor of its section on /services: "tv-aerials". */
  id: string;
  /** Short name, for lists and links: "TV aerials". */
  name: string;
  /** Heading of its card: "TV aerial installation and repair". */
  title: string;
  /** One or two sentences for its card. */
  summary: string;
  /** The starting price as a town's link says it, after a comma: "Sky from £80". */
  price?: string;
  /** A town links this service to its own place page of this kind (its Starlink or Ajax page). */
  local?: LocalServicePage;
}
