/** How installers describe an aerial's set-up: shared by the reception rule and the transmitter dashboard. */

/** How an aerial's elements sit for a station of each polarisation, as an installer says it. */
export const ELEMENTS = { horizontal: "level", vertical: "upright" } as const;

/**
 * Stations predicted within this many dB of the strongest are named beside
 * it, and a lead smaller than this is a close call. ITU-R P.1546-6 (§12) puts the spread of field strength from place to
 * place within an area at a standard deviation of 5.5 dB for digital
 * broadcasting: the model cannot tell apart two stations closer than that,
 * so anything within about one standard deviation is a real alternative.
 */
export const MARGIN_DB = 6;
