import { CallToAction } from "./call-to-action";
import { selling } from "./claims";
import { Faq } from "./faq";
import { BulletList, Cards, LinkList } from "./lists";
import type { PlaceSection, PlaceServicePageProps } from "../../model/page-props";
import { PagePhotos } from "./photos";
import { Paragraphs } from "./paragraphs";
import { Section } from "./section";

const QUOTE = selling.getQuoteButton;

function SectionBody({ section }: { section: PlaceSection }) {
  if ("paragraphs" in section) return <Paragraphs text={section.paragraphs} />;
  if ("items" in section) return <Cards items={section.items} />;
  return <BulletList items={section.points} className="check-list" />;
}

/**
 * The page of any place kind without a component of its own: its template's
 * heading, lead and sections in order, the nearby places and the FAQ.
 */
export function PlaceServicePage(props: PlaceServicePageProps) {
  const { name } = props;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">{props.heading}</h1>
        <Paragraphs text={props.lead} />
        <CallToAction quoteLabel={QUOTE} />
      </section>

      {props.sections.map((section, i) => (
        <Section key={section.heading} id={`section-${i + 1}`} title={section.heading}>
          <SectionBody section={section} />
        </Section>
      ))}

      {props.nearby.links.length > 0 && (
        <Section id="nearby" title={props.nearby.heading}>
          <LinkList links={props.nearby.links} />
        </Section>
      )}

      <PagePhotos title={`Our work in ${name}`} />

      <p className="back-link">
        <a href={props.town.path}>{`All our services in ${props.town.name}`}</a>
      </p>

      <Faq items={props.faq} />
    </>
  );
}
