/**
 * What a content template may refer to. The validator rejects any other name
 * before anything is rendered, so a typo is reported with its file and key.
 */
export const TEXT_FIELDS = [
  "location",
  "county",
  "area",
  "nearby",
  "transmitter",
  "housingTypes",
  "propertyType",
  "challenges",
  "postcode",
  "fromBase",
] as const;

export const FLAG_FIELDS = ["rural", "commercial"] as const;

export const BLOCK_HELPERS = ["if", "unless"] as const;

export type TemplateContext = Record<(typeof TEXT_FIELDS)[number], string> &
  Record<(typeof FLAG_FIELDS)[number], boolean>;

export const ALLOWED_FIELDS: readonly string[] = [...TEXT_FIELDS, ...FLAG_FIELDS];
