/**
 * The chat widget's answers: templates/chat.yaml's general questions,
 * rendered once with wording that fits any visitor ("your area", "the local
 * transmitter"), in the same strict mode as every page. A place page's own FAQ
 * is computed for that place and would mean nothing in the widget.
 */
import type { FaqItem } from "../../model/page-props";
import type { ChatTemplates } from "../schema/templates";
import { render } from "./render";
import { ANY_PLACE, type ClaimFlags } from "../schema/template-fields";

/** `claims`: the selling-point switches, so an answer says one only while it is on. */
export function composeChatFaq(templates: ChatTemplates, claims: ClaimFlags): FaqItem[] {
  const context = { ...ANY_PLACE, ...claims };
  return templates.faq.flat().map((item) => ({
    question: render(item.question, context),
    answer: render(item.answer, context),
  }));
}
