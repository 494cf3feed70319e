import type { ProsePageProps } from "../../model/page-props";
import { CallToAction } from "./call-to-action";

/**
 * A fixed prose page from data/pages. The generator made each part's HTML
 * from Markdown that allows no raw HTML, in the markup of the site's sections.
 */
export function ProsePage(props: ProsePageProps) {
  return (
    <>
      <section
        aria-labelledby="page-title"
        className="hero"
        dangerouslySetInnerHTML={{ __html: props.hero.join("") }}
      />
      {props.sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={section.id}
          className={section.className ? `section ${section.className}` : "section"}
          dangerouslySetInnerHTML={{ __html: section.blocks.join("") }}
        />
      ))}
      {props.callToAction && <CallToAction quoteLabel={props.quoteLabel} />}
    </>
  );
}
