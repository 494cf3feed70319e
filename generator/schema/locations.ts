/** data/locations.yaml, the places we serve, and data/outcodes.yaml, the centres of their postcode districts. */
import { z } from "zod";
import { COUNTIES } from "../../model/counties";
import { coordinatesSchema, kebabId, outcode, postcodeRange, text } from "./fields";

export const BUSINESS_TYPES = ["residential", "mixed", "commercial", "rural"] as const;
export const PLACE_TYPES = ["city", "town", "village", "hamlet"] as const;

export const locationSchema = z.strictObject({
  name: text.describe("The name shown on the site; its slug is the page address."),
  officialName: text
    .optional()
    .describe("The Ordnance Survey form where it differs, e.g. Abingdon-on-Thames."),
  county: z.enum(COUNTIES),
  council: text.describe(
    "The local planning authority, e.g. West Oxfordshire District Council: the district the place lies in.",
  ),
  postcode: postcodeRange,
  mainPostcode: outcode,
  coordinates: coordinatesSchema,
  type: z
    .enum(PLACE_TYPES)
    .describe("Ordnance Survey classification: city, town, village or hamlet."),
  businessType: z.enum(BUSINESS_TYPES),
  population: z.number().int().positive().optional(),
  nearbyAreas: z.array(text).describe("Nearest places, nearest first; names of other entries."),
  keyFeatures: z.array(text),
  landmarks: z.array(text).optional(),
  housingStock: z.array(kebabId).optional(),
  signalChallenges: z.array(kebabId).optional(),
  serviceWindows: z.array(kebabId).optional(),
  transmitter: kebabId
    .optional()
    .describe(
      "Id in data/transmitters.yaml, where research shows a station other than the rule's choice.",
    ),
  alsoTransmitters: z
    .array(kebabId)
    .optional()
    .describe(
      "Ids of other stations research shows homes here also use; named beside the main one.",
    ),
  transmitterInfo: text.optional(),
});

export const locationsSchema = z.array(locationSchema);

export type Location = z.infer<typeof locationSchema>;

/**
 * data/outcodes.yaml: the centre of each postcode district around the base
 * (ONS), so the postcode check can say how far a district we list no place in lies.
 */
export const outcodeCentreSchema = z.strictObject({
  outcode: outcode.describe("The postcode district, e.g. OX18."),
  lat: coordinatesSchema.shape.lat,
  lng: coordinatesSchema.shape.lng,
});
export const outcodesSchema = z.array(outcodeCentreSchema);
export type OutcodeCentre = z.infer<typeof outcodeCentreSchema>;
