/**
 * The claims of data/business.yaml as the hand-written pages say them: each
 * is empty when switched off there, so a page states it only through these.
 * The words are made in model/claims.ts, shared with the generated pages.
 */
import {
  claimPoints,
  guaranteePhrase,
  ratingSentence,
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
/** The owner's selling points, then those the switched-on claims add. */
export const sellingPoints = [...business.sellingPoints, ...claimPoints(business)];
/** A sentence, or nothing: `${sentence(terms)}` reads well either way. */
export const sentence = (text: string): string => (text ? ` ${text}` : "");
