import { CallToAction } from "./call-to-action";
import { Faq } from "./faq";
import { LinkList, SummaryList } from "./lists";
import type { ContentPageProps } from "../../model/page-props";
import { PagePhotos } from "./photos";
import { Prose } from "./prose";
import { Section } from "./section";

/** A content family entry: a problem, guide, comparison, district, landmark or sector page. */
export function ContentPage(props: ContentPageProps) {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <p className="eyebrow">
          <a href={props.family.path}>{props.family.name}</a>
        </p>
        <h1 id="page-title">{props.title}</h1>
        <p className="lead">{props.summary}</p>
        <CallToAction />
      </section>
      <article className="section article">
        <Prose blocks={props.body} />
      </article>
      <PagePhotos title="Photos of our work" />
      {props.places.length > 0 && (
        <Section id="places" title="Local pages">
          <LinkList links={props.places} />
        </Section>
      )}
      <Faq items={props.faq} />
      {props.related.length > 0 && (
        <Section id="related" title="Related reading">
          <SummaryList entries={props.related} />
        </Section>
      )}
      <Section id="closing" title="Talk to us" className="closing">
        <p>{props.closing}</p>
        <CallToAction />
      </Section>
    </>
  );
}
