/** The postcode check's element ids and query parameter, shared by its markup, island and server route. */
export const COVERAGE_FORM_ID = "coverage-form";
export const COVERAGE_INPUT_ID = "coverage-postcode";
export const COVERAGE_ANSWER_ID = "coverage-answer";
/** The answer's heading: an invalid postcode's input is described by it. */
export const COVERAGE_HEADING_ID = "coverage-answer-heading";
export const POSTCODE_PARAM = "postcode";
/** Longer input is cut before it is checked or shown again: no postcode is near this long. */
export const MAX_POSTCODE_INPUT = 32;
/**
 * The district table as a file beside the pages, which the island fetches on
 * first use: in the client bundle, every village added would make the bundle
 * again and change the pages that load it, and the table grows with the places.
 */
export const COVERAGE_TABLE_PATH = "/coverage-table.json";
