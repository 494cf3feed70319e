/**
 * The chat widget's answers: templates/chat.yaml's general questions,
 * rendered once with wording that fits any visitor ("your area", "the local
 * transmitter"), in the same strict mode as every page. A place page's own FAQ
 * is computed for that place and would mean nothing in the widget.
 */
import type { FaqItem } from "../../model/page-props";
import type { ChatTemplates } from "../schema/templates";
import { render } from "./places";

/** Place-neutral values for the chat template's placeholders: its allowed fields are these. */
const ANY_PLACE = {
  location: "your area",
  county: "your county",
  area: "the villages around you",
  nearby: "the villages around you",
  transmitter: "local",
  challenges: "hills, trees and solid walls",
  housingTypes: "older stone houses and newer estates",
  propertyType: "home",
  postcode: "your postcode",
  rural: false,
  commercial: false,
};

export const CHAT_TEMPLATE_FIELDS: readonly string[] = Object.keys(ANY_PLACE);

export function composeChatFaq(templates: ChatTemplates): FaqItem[] {
  return templates.faq.flat().map((item) => ({
    question: render(item.question, ANY_PLACE),
    answer: render(item.answer, ANY_PLACE),
  }));
}
