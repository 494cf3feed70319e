/** How installers describe an aerial's set-up: shared by the reception rule and the transmitter dashboard. */

/** How an aerial's elements sit for a station of each polarisation, as an installer says it. */
export const ELEMENTS = { horizontal: "level", vertical: "upright" } as const;

/** How much further than the nearest main station another may be and still be worth a look. */
export const REALISTIC_RATIO = 1.35;
