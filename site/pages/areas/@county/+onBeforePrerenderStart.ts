import { COUNTY_PATHS } from "../../../../model/counties";

/** One page per county in model/counties.ts; any other /areas/… address is not found. */
export default function onBeforePrerenderStart() {
  return [...COUNTY_PATHS];
}
