import type { HtmlBlocks } from "../../model/page-props";

/**
 * Markdown rendered by the generator. The source allows no raw HTML, so
 * this markup is only what Markdown itself produces from the owner's text.
 */
export function Prose({ blocks }: { blocks: HtmlBlocks }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: blocks.join("\n") }} />;
}
