/**
 * How often one address may use each form, and how much of the not-found
 * log is kept: the server's defaults (its *_LIMIT_* and NOT_FOUND_LOG_MAX_ROWS
 * settings) and the Pages Functions' fixed values alike.
 */

/** Quote requests per hour. */
export const QUOTE_LIMIT_PER_HOUR = 20;
/** Not-found reports per minute. */
export const NOT_FOUND_LIMIT_PER_MINUTE = 30;
/** Postcode checks without JavaScript per minute (the island answers the rest in the browser). */
export const COVERAGE_LIMIT_PER_MINUTE = 60;
/** Not-found visits kept: each one recorded removes those older than the newest this many. */
export const NOT_FOUND_LOG_MAX_ROWS = 10_000;
