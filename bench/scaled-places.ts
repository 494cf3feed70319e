/**
 * data/locations.yaml grown `factor` times for `npm run bench -- --scale N`:
 * each place kept, plus factor - 1 copies with a new unique name (and page address), moved
 * 100-600 m in a direction drawn from a seeded generator (the same copies on
 * every run). A copy keeps its original's postcode district, council and
 * nearby places, so it passes the generator's checks as its original does.
 */
import { parse, stringify } from "yaml";
import { slugify } from "../model/slug";
import { seededRandom } from "./synthetic/pages";

interface Place {
  name: string;
  coordinates: { lat: number; lng: number };
  [field: string]: unknown;
}

/** Words that make a copy's name: "Witney Green", "Witney Heath", then "Witney Green 2". */
const SUFFIXES = ["Green", "Heath", "End", "Common", "Row", "Cross", "Parva", "Magna", "Vale"];

const METRES_PER_DEGREE = 111_320;
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** `coordinates` moved `metres` towards `bearing` (radians from north). */
export function nudged(
  coordinates: Place["coordinates"],
  metres: number,
  bearing: number,
): Place["coordinates"] {
  const lat = coordinates.lat + (metres * Math.cos(bearing)) / METRES_PER_DEGREE;
  const lng =
    coordinates.lng +
    (metres * Math.sin(bearing)) /
      (METRES_PER_DEGREE * Math.cos((coordinates.lat * Math.PI) / 180));
  return { lat: round5(lat), lng: round5(lng) };
}

/** The places of `yamlText` and their copies, as YAML; `factor` 1 gives the places unchanged. */
export function scaledPlaces(yamlText: string, factor: number, seed = 1): string {
  if (!Number.isInteger(factor) || factor < 1)
    throw new Error("the factor must be a whole number ≥ 1");
  if (factor === 1) return yamlText;
  const places = parse(yamlText) as Place[];
  const rand = seededRandom(seed);
  const taken = new Set(places.map((place) => slugify(place.name)));
  const copies = places.flatMap((place) =>
    Array.from({ length: factor - 1 }, (_, k) => {
      let name = `${place.name} ${SUFFIXES[k % SUFFIXES.length]!}`;
      for (let n = 2; taken.has(slugify(name)); n++) {
        name = `${place.name} ${SUFFIXES[k % SUFFIXES.length]!} ${n}`;
      }
      taken.add(slugify(name));
      const metres = 100 + rand() * 500;
      const bearing = rand() * 2 * Math.PI;
      const { officialName: _official, ...rest } = place;
      return { ...rest, name, coordinates: nudged(place.coordinates, metres, bearing) };
    }),
  );
  // Written out in full, as an owner's file is: a copy shares its original's lists, which the
  // YAML library would otherwise write once and refer to with an alias (slow to read back).
  return stringify([...places, ...copies], { lineWidth: 0, aliasDuplicateObjects: false });
}
