/** The transmitter table as the two transmitter pages show it, from the generated catalogue. */
import { compassDirection, distanceKm, KM_PER_MILE } from "../../model/geo";
import { business } from "../generated/business";
import { transmitters } from "../generated/catalogue-transmitters";

export type TransmitterRow = (typeof transmitters)[number] & {
  /** "about 21 miles east of Carterton", when the mast's position is known. */
  fromBase?: string;
  parentName?: string;
  relays: string[];
};

export function transmitterRows(): TransmitterRow[] {
  const all = transmitters;
  return all.map((transmitter) => {
    const { coordinates } = transmitter;
    const base = business.base.coordinates;
    const miles = coordinates && Math.round(distanceKm(base, coordinates) / KM_PER_MILE);
    return {
      ...transmitter,
      ...(coordinates && {
        fromBase: `about ${miles} miles ${compassDirection(base, coordinates)} of ${business.base.town}`,
      }),
      ...(transmitter.parent && {
        parentName: all.find((other) => other.id === transmitter.parent)?.name,
      }),
      relays: all.filter((other) => other.parent === transmitter.id).map((other) => other.name),
    };
  });
}
