/**
 * The chat widget's answers come from templates/chat.yaml, general questions
 * rendered once at build time with wording that fits any visitor ("your
 * area", "the local transmitter"): a place page's own FAQ is computed for
 * that place and would mean nothing here.
 * A Vite plugin serves them as the module "virtual:chat-faq".
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import type { Plugin } from "vite";
import { parse } from "yaml";
// With its extension: Vite loads its config, and so this file, natively, where imports need one.
import { literal } from "../../../model/escape.ts";
import type { FaqItem } from "../../../model/page-props";

export const CHAT_FAQ_MODULE = "virtual:chat-faq";
const RESOLVED_ID = `\0${CHAT_FAQ_MODULE}`;

/** Place-neutral values for the town template's placeholders. */
const GENERIC_PLACE: Record<string, string | boolean> = {
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

export function chatFaqFromTemplate(yamlText: string): FaqItem[] {
  const template = parse(yamlText) as { faq?: FaqItem[][] };
  const render = (text: string) => Handlebars.compile(text, { noEscape: true })(GENERIC_PLACE);
  return (template.faq ?? []).flat().map((item) => ({
    question: render(item.question),
    answer: render(item.answer),
  }));
}

export function chatFaqPlugin(templateFile: string): Plugin {
  return {
    name: "chat-faq",
    resolveId: (id) => (id === CHAT_FAQ_MODULE ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(templateFile);
      const items = chatFaqFromTemplate(readFileSync(templateFile, "utf8"));
      return `export default ${literal(items)};`;
    },
  };
}
