/** Every template of templates/ and data/ is Handlebars, compiled once per source and always strict. */
import Handlebars from "handlebars";

const compiled = new Map<string, Handlebars.TemplateDelegate>();

/** Strict mode: a field the context lacks throws instead of rendering empty. */
export function render(source: string, context: object): string {
  // Text without a mustache renders as itself. Most of what passes here is a place's own
  // text, most of it plain, and compiling each would keep a template per string in the heap.
  if (!source.includes("{{")) return source.trim();
  let template = compiled.get(source);
  if (!template) {
    template = Handlebars.compile(source, {
      strict: true,
      noEscape: true,
      knownHelpers: { if: true, unless: true },
      knownHelpersOnly: true,
    });
    compiled.set(source, template);
  }
  return template(context).trim();
}

/** A list's items, each rendered; one said only under a claim switch that is off renders empty and is left out. */
export function renderList(items: readonly string[], context: object): string[] {
  return items.map((item) => render(item, context)).filter((item) => item !== "");
}
