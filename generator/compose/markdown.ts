/**
 * Markdown bodies of editorial content, rendered once at generation time.
 * Raw HTML is not allowed in the source (it is shown as text), so the only
 * markup on a page is what Markdown itself produces. The HTML comes back as
 * one string per top-level block, so a generated file's diff shows which
 * paragraph changed, and with every link target for the link check.
 */
import MarkdownIt from "markdown-it";

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
type Token = ReturnType<typeof markdown.parse>[number];

export interface RenderedMarkdown {
  blocks: string[];
  links: string[];
}

function linksIn(tokens: Token[]): string[] {
  return tokens.flatMap((token) => [
    ...(token.type === "link_open" ? [String(token.attrGet("href") ?? "")] : []),
    ...linksIn(token.children ?? []),
  ]);
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const tokens = markdown.parse(source, {});
  const blocks: string[] = [];
  let start = 0;
  tokens.forEach((token, i) => {
    // A top-level block ends where nesting returns to the top level.
    if (token.level === 0 && token.nesting <= 0) {
      blocks.push(
        markdown.renderer.render(tokens.slice(start, i + 1), markdown.options, {}).trim(),
      );
      start = i + 1;
    }
  });
  return { blocks, links: linksIn(tokens) };
}
