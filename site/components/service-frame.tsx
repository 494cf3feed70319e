import type { ReactNode } from "react";
import type { AjaxPageProps, StarlinkPageProps } from "../../model/page-props";
import { CallToAction } from "./call-to-action";
import { selling } from "./claims";
import { Faq } from "./faq";
import { BulletList, Cards } from "./lists";
import { PagePhotos } from "./photos";
import { Paragraphs } from "./paragraphs";
import { Section } from "./section";

/**
 * The section frame the Starlink and Ajax pages of a place share, around
 * their hero and the sections of their own (Starlink's coverage, Ajax's
 * equipment and nearby places): ServiceSections above those, ServiceClosing below.
 */

/** The quote button's words on a place's service page ("Get a Quote" while freeQuotes is off). */
export const QUOTE = selling.getQuoteButton;

/** The fields of either page's props that the frame draws. */
type FrameFields = "name" | "whyChoose" | "services" | "benefits" | "closing" | "town" | "faq";
type FramedPage = Pick<StarlinkPageProps, FrameFields> | Pick<AjaxPageProps, FrameFields>;

/** Why us (with `whyFigure` after its words: a page's own picture), what we do, the price card and the benefits. */
export function ServiceSections({
  page,
  whyTitle,
  whyFigure,
  pricing,
}: {
  page: FramedPage;
  whyTitle: string;
  whyFigure?: ReactNode;
  pricing: ReactNode;
}) {
  return (
    <>
      <Section id="why-us" title={whyTitle}>
        <Paragraphs text={page.whyChoose} />
        {whyFigure}
      </Section>

      <Section id="services" title="What we do">
        <Cards items={page.services} />
      </Section>

      <Section id="pricing" title="Prices">
        {pricing}
      </Section>

      <Section id="benefits" title="Benefits">
        <BulletList items={page.benefits} className="check-list" />
      </Section>
    </>
  );
}

/** The photos of our work there, the closing call, the link back to the town and the FAQ. */
export function ServiceClosing({ page, title }: { page: FramedPage; title: string }) {
  return (
    <>
      <PagePhotos title={`Our work in ${page.name}`} />

      <Section id="closing" title={title} className="closing">
        <p>{page.closing}</p>
        <CallToAction quoteLabel={QUOTE} />
      </Section>

      <p className="back-link">
        <a href={page.town.path}>{`All our services in ${page.town.name}`}</a>
      </p>

      <Faq items={page.faq} />
    </>
  );
}
