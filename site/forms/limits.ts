/**
 * How often one address may use each form: the server's defaults (its
 * *_LIMIT_* settings) and the Pages Functions' fixed limits alike.
 */

/** Quote requests per hour. */
export const QUOTE_LIMIT_PER_HOUR = 20;
/** Not-found reports per minute. */
export const NOT_FOUND_LIMIT_PER_MINUTE = 30;
/** Postcode checks without JavaScript per minute (the island answers the rest in the browser). */
export const COVERAGE_LIMIT_PER_MINUTE = 60;
