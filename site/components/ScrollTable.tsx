import type { ReactNode } from "react";

/**
 * A table that scrolls inside its own box on narrow screens, never the page.
 * The box is a named region in the tab order, so keyboard users can scroll it
 * too; its name is the table's caption.
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
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table id={id}>
        <caption id={captionId} className={hideCaption ? "visually-hidden" : undefined}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
