/**
 * Places on a flat map, with no tiles: longitude scaled by the cosine of the
 * middle latitude, which at this size (about 130 km across) is true to a few
 * metres in a hundred kilometres.
 */
import type { Coordinates } from "../../model/page-props";

/** A rectangle in map units. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Projection {
  width: number;
  height: number;
  point(coordinates: Coordinates): { x: number; y: number };
}

export function projectionFor(points: Coordinates[], width: number, margin = 12): Projection {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const xScale = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const scale = (width - 2 * margin) / ((east - west) * xScale);
  const height = Math.round((north - south) * scale + 2 * margin);
  return {
    width,
    height,
    point: ({ lat, lng }) => ({
      x: Math.round((margin + (lng - west) * xScale * scale) * 10) / 10,
      y: Math.round((margin + (north - lat) * scale) * 10) / 10,
    }),
  };
}
