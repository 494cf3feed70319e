/**
 * The postcode check without JavaScript, wherever it is asked (the server's
 * GET /coverage, the Pages Function of the same path): the /coverage page
 * again with the answer of the same checkPostcode the island runs over the
 * same generated table; 200 for an answer, 400 for text that is not a
 * postcode (the page still says why and shows the form). Without ?postcode,
 * the page as it was built.
 */
import { checkPostcode, type CoverageAnswer } from "../../model/coverage";
import { MAX_POSTCODE_INPUT, POSTCODE_PARAM } from "../../model/coverage-check";
import { coverage } from "../generated/coverage";

/** What the /coverage page shows again: the text typed, and the answer or a word about the request. */
export interface CoverageCheckState {
  value: string;
  answer?: CoverageAnswer;
  notice?: string;
}

/** The ?postcode= typed, cut to a postcode's length at most. */
export const postcodeParam = (value: string | undefined): string | undefined =>
  value?.slice(0, MAX_POSTCODE_INPUT);

/** The first ?postcode= of a URL's query. */
export const postcodeOfUrl = (url: URL): string | undefined =>
  postcodeParam(url.searchParams.get(POSTCODE_PARAM) ?? undefined);

export function coverageCheck(value: string): { status: 200 | 400; state: CoverageCheckState } {
  const answer = checkPostcode(coverage, value);
  return { status: answer.kind === "invalid" ? 400 : 200, state: { value, answer } };
}

/** Refused for asking too often: the form again with the phone number. */
export const tooManyChecks = (value: string, phone: string): CoverageCheckState => ({
  value,
  notice: `You have checked many postcodes in a short time. Please wait a minute, or call us on ${phone}.`,
});
