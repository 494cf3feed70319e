/**
 * The district boundaries of data/boundaries/districts.topo.json (written by
 * scripts/import-boundaries.ts), checked on the way in so that a damaged file
 * fails the build with a message rather than drawing nonsense.
 */
import type { MultiPolygon, Polygon, Topology } from "topojson-specification";
import { z } from "zod";

export interface DistrictProperties {
  /** ONS code, e.g. E07000181. */
  code: string;
  name: string;
  /** The site's name for the county the district is in: "Berkshire" for West Berkshire. */
  county: string;
}

export type District = Polygon<DistrictProperties> | MultiPolygon<DistrictProperties>;

export interface Boundaries {
  /** The source's licence lines, to be shown with the map. */
  attribution: string[];
  topology: Topology<{ districts: { type: "GeometryCollection"; geometries: District[] } }>;
}

const pair = z.tuple([z.number(), z.number()]);
const properties = z.object({
  code: z.string().min(1),
  name: z.string().min(1),
  county: z.string().min(1),
});
const district = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("Polygon"),
    id: z.string().optional(),
    properties,
    arcs: z.array(z.array(z.number().int())),
  }),
  z.object({
    type: z.literal("MultiPolygon"),
    id: z.string().optional(),
    properties,
    arcs: z.array(z.array(z.array(z.number().int()))),
  }),
]);
const file = z.object({
  type: z.literal("Topology"),
  attribution: z.array(z.string().min(1)).min(1),
  transform: z.object({ scale: pair, translate: pair }),
  objects: z.object({
    districts: z.object({ type: z.literal("GeometryCollection"), geometries: z.array(district) }),
  }),
  arcs: z.array(z.array(pair)),
});

export function parseBoundaries(json: unknown, source: string): Boundaries {
  const result = file.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${source}: ${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`);
  }
  const { attribution, ...topology } = result.data;
  return { attribution, topology };
}
