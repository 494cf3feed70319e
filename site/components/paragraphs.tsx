import type { Paragraphs as ParagraphList } from "../../model/page-props";

/** Plain-text paragraphs, one <p> each; the text is escaped by React, never parsed as HTML. */
export function Paragraphs({ text }: { text: ParagraphList }) {
  return (
    <>
      {text.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </>
  );
}
