/**
 * Markdown for the prose pages (data/pages), rendered to the markup the
 * hand-written pages had: blocks without line breaks between tags, text
 * escaped as React escapes it, and a class for the next block written as a
 * paragraph of its own, "{.check-list}". The items of a "{.card-grid}" list
 * (or "{.card-stack}", one card a row for long texts) are cards (site/components/lists.tsx): "- ### Title", a blank line, then the
 * card's text indented. The items of a "{.summary-list}" are a link, a blank
 * line, then its summary indented: the link stands bare, as SummaryList's. A link to another site opens in a new tab, as the
 * site's other outside links do. Raw HTML stays text, as in markdown.ts.
 * A paragraph "{=name Title}" of its own stands for a component of the site
 * (its name, then its title if it takes one), which the page draws in its place: what
 * Markdown cannot write, such as a price card from data/business.yaml.
 */
import MarkdownIt from "markdown-it";

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
type Token = ReturnType<typeof markdown.parse>[number];

const CLASS_LINE = /^\{\.([a-z][a-z0-9-]*)\}$/;
const COMPONENT_LINE = /^\{=([a-z][a-z0-9-]*)(?: (.+))?\}$/;
/** Lists whose items are cards: side by side in a grid, or one below another for long ones. */
const CARD_LISTS = new Set(["card-grid", "card-stack"]);

/** As React escapes text and attributes, so a moved page keeps its bytes. */
export function escapeText(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** markdown-it escapes all but the apostrophe; its markup never uses one. */
const asReact = (html: string) => html.replaceAll("'", "&#x27;").replace(/>\n</g, "><").trim();

export interface PageLink {
  href: string;
  /** 0-based line in the rendered source. */
  line: number;
}

/** A "{=name Title}" line: a component the page draws where the line stands. */
export interface ComponentLine {
  component: string;
  title?: string;
  /** 0-based line in the rendered source. */
  line: number;
}

export interface RenderedPageMarkdown {
  blocks: (string | ComponentLine)[];
  links: PageLink[];
}

function applyClassLines(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  let pending: string | undefined;
  let cards = false;
  let summaries = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.level === 0 && token.nesting === -1) cards = summaries = false;
    if (cards && token.type === "list_item_open" && token.level === 1)
      token.attrSet("class", "card");
    // A summary list's link stands bare in its item, its summary a paragraph after it.
    if (summaries && token.type === "list_item_open" && token.level === 1) {
      const [open, , close] = tokens.slice(i + 1, i + 4);
      if (open?.type === "paragraph_open" && close?.type === "paragraph_close")
        open.hidden = close.hidden = true;
    }
    const inline = tokens[i + 1];
    const match =
      token.type === "paragraph_open" && token.level === 0 && inline
        ? CLASS_LINE.exec(inline.content.trim())
        : null;
    if (match) {
      pending = match[1];
      i += 2; // the inline token and the paragraph's close
      continue;
    }
    if (pending && token.level === 0 && token.nesting === 1) {
      token.attrSet("class", pending);
      cards = CARD_LISTS.has(pending);
      summaries = pending === "summary-list";
      pending = undefined;
    }
    kept.push(token);
  }
  return kept;
}

function openOutsideLinksInNewTab(tokens: Token[]): void {
  for (const token of tokens) {
    if (token.type === "link_open" && String(token.attrGet("href")).startsWith("https:")) {
      token.attrSet("target", "_blank");
      token.attrSet("rel", "noopener");
    }
    openOutsideLinksInNewTab(token.children ?? []);
  }
}

function linksIn(tokens: Token[], line = 0): PageLink[] {
  return tokens.flatMap((token) => {
    const at = token.map ? token.map[0] : line;
    return [
      ...(token.type === "link_open" ? [{ href: String(token.attrGet("href") ?? ""), line }] : []),
      ...linksIn(token.children ?? [], at),
    ];
  });
}

/** The component a paragraph of its own names, "{=name Title}", if it is one. */
function componentLine(tokens: Token[]): ComponentLine | undefined {
  const [open, inline, close] = tokens;
  if (tokens.length !== 3 || open?.type !== "paragraph_open" || close?.type !== "paragraph_close")
    return undefined;
  const match = COMPONENT_LINE.exec(inline?.content.trim() ?? "");
  if (!match) return undefined;
  const [, component, title] = match;
  return { component: component!, ...(title !== undefined && { title }), line: open.map?.[0] ?? 0 };
}

export function renderPageMarkdown(source: string): RenderedPageMarkdown {
  const tokens = applyClassLines(markdown.parse(source, {}));
  openOutsideLinksInNewTab(tokens);
  const blocks: (string | ComponentLine)[] = [];
  let start = 0;
  tokens.forEach((token, i) => {
    if (token.level === 0 && token.nesting <= 0) {
      const block = tokens.slice(start, i + 1);
      blocks.push(
        componentLine(block) ?? asReact(markdown.renderer.render(block, markdown.options, {})),
      );
      start = i + 1;
    }
  });
  return { blocks, links: linksIn(tokens) };
}

/** One line of inline Markdown (a lead paragraph): links and emphasis, no block. */
export function renderPageInline(source: string): RenderedPageMarkdown {
  const tokens = markdown.parseInline(source, {});
  openOutsideLinksInNewTab(tokens);
  return {
    blocks: [asReact(markdown.renderer.render(tokens, markdown.options, {}))],
    links: linksIn(tokens),
  };
}
