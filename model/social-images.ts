/**
 * The 1200×630 social preview images: what each one shows, in one place, so
 * that scripts/social-images.ts draws it and og:image:alt describes it from
 * the same words and cannot disagree. Pure.
 */
import { CLAIM_SWITCHES, SWITCHED_POINTS, type ClaimSwitch } from "./claims";
import type { Business } from "./business";
import { PLACE_KINDS, type PlaceKindSpec } from "./place-kinds";

/** The card's colours, as drawn and as told in the description. */
export const SOCIAL_CARD_COLOURS = {
  background: { css: "#1e40af", name: "blue" },
  text: { css: "#fff", name: "white" },
} as const;

/**
 * What a card says of the business; its points are socialCardPoints, the owner's
 * choice, less any switched claim that is off.
 */
type CardBusiness = Pick<Business, "name" | "socialCardPoints" | ClaimSwitch> & {
  base: Pick<Business["base"], "town" | "county">;
};

/** The card's text, top to bottom: the business, the heading, its line and the closing points. */
export function socialCardText(card: PlaceKindSpec["socialCard"], business: CardBusiness) {
  return {
    business: business.name,
    heading: card.heading,
    line: card.line,
    points: [
      `Based in ${business.base.town}, ${business.base.county}`,
      ...business.socialCardPoints.filter(
        (point) =>
          !CLAIM_SWITCHES.some((name) => !business[name] && SWITCHED_POINTS[name] === point),
      ),
    ],
  };
}

/**
 * og:image:alt for a preview image (site-relative path): the card's colours
 * and every line of its text, since the image is only text. Throws for an
 * image that is not one of the cards, which has no description to give.
 */
export function socialImageAlt(imagePath: string, business: CardBusiness): string {
  const kind = PLACE_KINDS.find((candidate) => candidate.socialImage === imagePath);
  if (!kind) throw new Error(`no description of the preview image ${imagePath}`);
  const text = socialCardText(kind.socialCard, business);
  const { background, text: ink } = SOCIAL_CARD_COLOURS;
  const sentences = [text.business, text.heading, text.line, ...text.points];
  return `Preview card, ${ink.name} text on ${background.name}: ${sentences.join(". ")}.`;
}
