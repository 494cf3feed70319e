/** data/transmitters.yaml: the Freeview main stations and relays around the base. */
import { z } from "zod";
import { coordinatesSchema, kebabId, text } from "./fields";

export const POLARISATIONS = ["horizontal", "vertical"] as const;
export const MULTIPLEX_SETS = ["all", "public-service"] as const;

/**
 * What the propagation model needs of a station, each group with its own
 * sources. Every figure is optional: a station the sources give no ERP or
 * aerial height for is not predicted, and the rule falls back (reception.ts).
 */
const signalSchema = z.strictObject({
  erpKw: z
    .number()
    .positive()
    .optional()
    .describe("Effective radiated power of its strongest multiplex, kW."),
  siteHeightM: z
    .number()
    .optional()
    .describe("Height of the ground at the mast, metres above sea level."),
  aerialHeightM: z
    .number()
    .positive()
    .optional()
    .describe("Height of the transmitting aerial above the ground, metres."),
  aerialAboveSeaM: z
    .number()
    .positive()
    .optional()
    .describe("Height of the transmitting aerial above sea level, metres."),
  sources: z.array(text).min(1, { error: "expected at least one source for the signal facts" }),
});
export type StationSignalFacts = z.infer<typeof signalSchema>;

const stationFields = {
  id: kebabId,
  name: text,
  site: text,
  gridReference: text
    .optional()
    .describe("The published Ordnance Survey grid reference of the mast."),
  region: text,
  note: text.optional(),
  signal: signalSchema.optional(),
  sources: z.array(text).min(1, { error: "expected at least one source for the facts" }),
};

/**
 * A further regional service a station carries for part of its area, printed
 * only on the pages of places under the councils whose towns its source names
 * (a county is far wider than "the Gloucester and Cheltenham area").
 */
const secondServiceSchema = z.strictObject({
  name: text.describe("The service, as viewers see it: ITV West Country."),
  reaches: z
    .array(text)
    .min(1)
    .describe(
      "The councils whose towns its source says it is meant for, as locations.yaml names them.",
    ),
  source: text.describe("Where it is published, and what the source says."),
});

/** A main station: its position and signal are always published. */
const mainStation = z.strictObject({
  ...stationFields,
  kind: z.literal("main"),
  regionSource: text.describe(
    "Where its regional news (BBC and ITV regions) is published; a relay carries its parent's.",
  ),
  secondService: secondServiceSchema.optional(),
  coordinates: coordinatesSchema,
  polarisation: z.enum(POLARISATIONS),
  multiplexes: z
    .enum(MULTIPLEX_SETS)
    .describe("all: the six national multiplexes; public-service: PSB1-PSB3 only."),
});

/** A relay: many small relays' sites and signals are not published, so those facts are optional. */
const relayStation = z.strictObject({
  ...stationFields,
  kind: z.literal("relay"),
  parent: kebabId.describe("The main station whose programmes it carries."),
  coordinates: coordinatesSchema.optional(),
  polarisation: z.enum(POLARISATIONS).optional(),
  multiplexes: z.enum(MULTIPLEX_SETS).optional(),
  serves: z
    .array(text)
    .default([])
    .describe("Places its sources name as served, by their names in locations.yaml."),
});

const transmitterSchema = z.discriminatedUnion("kind", [mainStation, relayStation]);

export const transmittersSchema = z.strictObject({
  transmitters: z.array(transmitterSchema),
});
export type Transmitters = z.infer<typeof transmittersSchema>;
export type Transmitter = Transmitters["transmitters"][number];
