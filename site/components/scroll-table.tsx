import type { ReactNode } from "react";

/**
 * A table that scrolls inside its own box on narrow screens, never the page.
 * The box is a region (a <section> named by the caption) in the tab order,
 * so keyboard users can scroll it too.
 */
export function ScrollTable({
  id,
  caption,
  hideCaption = false,
  children,
}: {
  /** Unique on the page: the caption's id, which names the region. */
  id: string;
  caption: string;
  /** When a heading just above already says what the table is. */
  hideCaption?: boolean;
  children: ReactNode;
}) {
  const captionId = `${id}-caption`;
  return (
    <section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table id={id}>
        <caption id={captionId} className={hideCaption ? "visually-hidden" : undefined}>
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
