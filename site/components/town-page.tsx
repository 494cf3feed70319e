import { dedicatedTownPages } from "../towns/registry";
import { GenericTownPage } from "./generic-town-page";
import type { TownPageProps } from "../../model/page-props";

/** Every generated town page renders this: the dedicated page registered for the slug, or the template. */
export function TownPage(props: TownPageProps) {
  const Dedicated = dedicatedTownPages[props.slug];
  return Dedicated ? <Dedicated {...props} /> : <GenericTownPage {...props} />;
}
