/**
 * The pictures' inputs, from a place's computed facts: where its aerial and
 * dish point (model/pointing.ts draws it on the town page), and where the
 * geostationary belt crosses its sky (model/sky-view.ts, on the Starlink page).
 */
import { dishAngles, KM_PER_MILE } from "../../model/geo";
import type { Pointing, PointingStation, SkyView } from "../../model/page-props";
import type { StationView } from "../resolve/reception";
import { ASTRA_2_EAST } from "../resolve/places";
import type { NamedPlace, PagePlace } from "./place-inputs";
import { stationName } from "./place-facts";

/** Tenths of a degree: finer than the picture can show, and stable in the generated modules. */
const tenth = (n: number) => Math.round(n * 10) / 10;
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

export function pointingFor(place: Pick<PagePlace, "location" | "reception" | "dish">): Pointing {
  const { station, alternatives } = place.reception;
  const { polarisation } = station.transmitter;
  return {
    place: place.location.name,
    station: { ...pointingStation(station), ...(polarisation && { polarisation }) },
    alternatives: alternatives.map(pointingStation),
    dish: {
      azimuth: wholeDegrees(place.dish.azimuth),
      elevation: whole(place.dish.elevation),
      satellite: `Astra 2 (${ASTRA_2_EAST}°E)`,
    },
  };
}

/** Satellites this many degrees of longitude either side of the place, every BELT_STEP: horizon to horizon from the UK. */
const BELT_REACH = 75;
const BELT_STEP = 15;

export function skyViewFor(place: Pick<NamedPlace, "location">): SkyView {
  const { coordinates } = place.location;
  const belt = [];
  for (let offset = -BELT_REACH; offset <= BELT_REACH; offset += BELT_STEP) {
    const { azimuth, elevation } = dishAngles(coordinates, coordinates.lng + offset);
    if (elevation >= 0) belt.push({ azimuth: tenth(azimuth), elevation: tenth(elevation) });
  }
  return { place: place.location.name, belt };
}
