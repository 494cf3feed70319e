/**
 * The pictures' inputs, from a place's computed facts: where its aerial and
 * dish point (site/drawing/pointing-picture.ts draws it on the town page), and where the
 * geostationary belt crosses its sky (site/drawing/sky-view.ts, on the Starlink page).
 */
import { KM_PER_MILE } from "../../model/geo";
import type { Pointing, PointingStation, SkyView } from "../../model/page-props";
import type { StationView } from "../resolve/reception";
import { ASTRA_2_EAST } from "../resolve/places";
import type { NamedPlace, PagePlace } from "./place-inputs";
import { stationName } from "./place-facts";

/**
 * Whole miles and degrees, rounded once from the computed values as the
 * reception facts round them, so the picture and the words beside it agree.
 */
const whole = (n: number) => Math.round(n);
const wholeDegrees = (n: number) => Math.round(n) % 360;

function pointingStation(view: StationView): PointingStation {
  const { km, bearing } = view;
  return {
    // "Marlborough relay": told apart from the place of the same name at the picture's centre.
    name: `${stationName(view.transmitter)}${view.transmitter.kind === "relay" ? " relay" : ""}`,
    ...(km !== undefined &&
      bearing !== undefined && {
        at: { miles: whole(km / KM_PER_MILE), bearing: wholeDegrees(bearing) },
      }),
  };
}

/**
 * A relay whose site is not published has no ray of its own; where its
 * parent is in range, the parent's is drawn, named as carrying its programmes.
 */
function parentStation(view: StationView): PointingStation[] {
  const { parent } = view;
  if (!parent) return [];
  return [
    { ...pointingStation(parent), name: `${stationName(parent.transmitter)}, same programmes` },
  ];
}

export function pointingFor(place: Pick<PagePlace, "location" | "reception" | "dish">): Pointing {
  const { station, alternatives, competing, basis } = place.reception;
  const { polarisation } = station.transmitter;
  return {
    place: place.location.name,
    station: { ...pointingStation(station), ...(polarisation && { polarisation }) },
    alternatives: [...parentStation(station), ...alternatives.map(pointingStation)],
    ...(basis === "compete" && { competing: competing.slice(1).map(pointingStation) }),
    dish: {
      azimuth: wholeDegrees(place.dish.azimuth),
      elevation: whole(place.dish.elevation),
      satellite: `Astra 2 (${ASTRA_2_EAST}°E)`,
    },
  };
}

export function skyViewFor(place: Pick<NamedPlace, "location">): SkyView {
  return { place: place.location.name, coordinates: place.location.coordinates };
}
