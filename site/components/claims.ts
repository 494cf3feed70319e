/**
 * The claims of data/business.yaml as the hand-written pages say them: each
 * is empty when switched off there, so a page states it only through these.
 * The words are made in model/claims.ts, shared with the generated pages.
 */
import {
  afterHoursWords,
  allSellingPoints,
  guaranteePhrase,
  ratingSentence,
  sellingWords,
  SWITCHED_POINTS,
  termsSentence,
  vatNote,
} from "../../model/claims";
import { business } from "../generated/business";

/** "There is no VAT to add, and our work carries a 5-year guarantee.", or "". */
export const terms = termsSentence(business);
/** "no VAT", "VAT included", "plus VAT", or "". */
export const vat = vatNote(business);
/** ", no VAT" after a price, or "". */
export const vatAfterPrice = vat ? `, ${vat}` : "";
/** "a 5-year guarantee", or "". */
export const guarantee = guaranteePhrase(business);
/** "Rated 4.9 out of 5 from 147 reviews on Google", or "" without a reviews profile. */
export const rating = ratingSentence(business);
/** Every selling point: the switched ones that are on, the owner's own, those the claims add. */
export const sellingPoints = allSellingPoints(business);
/** The quote and call-out words, plainer while their switches are off: "Get a free quote" or "Get a quote". */
export const selling = sellingWords(business);
/** The quote form's word once a request is sent: "We will call you back, usually the same day." */
export const quoteConfirmation = `We will call you back${selling.sameDay ? `, ${selling.sameDay}` : ""}.`;
/** What happens outside the opening hours, with the same-day promise while it is on. */
export const afterHours = afterHoursWords(business);
/** "Free quotes" for a price footnote while the business offers them, or nothing. */
export const freeQuotesNote: string[] = business.freeQuotes ? [SWITCHED_POINTS.freeQuotes] : [];
/** A sentence, or nothing: `${sentence(terms)}` reads well either way. */
export const sentence = (text: string): string => (text ? ` ${text}` : "");
