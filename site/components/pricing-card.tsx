import { formatFrom } from "./format";
import { freeQuotesNote, vat } from "./claims";

export interface PriceRow {
  label: string;
  /** Starting price in whole pounds. */
  price: number;
}

/** A titled price list ("Starter Kit — from £499") with footnotes; sits under an h2. */
export function PricingCard({
  title,
  rows,
  notes = [],
}: {
  title: string;
  rows: PriceRow[];
  notes?: string[];
}) {
  return (
    <div className="card pricing-card">
      <h3>{title}</h3>
      <ul className="price-list">
        {rows.map((row) => (
          <li key={row.label}>
            <span>{row.label}</span> <strong>{formatFrom(row.price)}</strong>
          </li>
        ))}
      </ul>
      {notes.length > 0 && (
        <ul className="price-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The VAT note (from the vat claim) and "Free quotes" (from the freeQuotes
 * switch), so a price footnote never claims more than the business data does.
 */
export const standardPriceNotes: string[] = [
  ...(vat ? [vat.charAt(0).toUpperCase() + vat.slice(1)] : []),
  ...freeQuotesNote,
];
