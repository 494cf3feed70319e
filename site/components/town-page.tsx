import { business } from "../generated/business";
import { capitalise } from "../../model/text";
import { selling } from "./claims";
import { CallToAction } from "./call-to-action";
import { Faq } from "./faq";
import { FactList } from "./fact-list";
import { BulletList, LinkList } from "./lists";
import type { TownDetails, TownPageProps } from "../../model/page-props";
import { serviceLink } from "../../model/service-links";
import { Paragraphs } from "./paragraphs";
import { PagePhotos } from "./photos";
import { PointingPicture } from "./pointing-picture";
import { Prose } from "./prose";
import { Section } from "./section";

function DetailList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <BulletList items={items} />
    </>
  );
}

function LocalDetails({
  name,
  details,
  keyFeatures,
}: {
  name: string;
  details?: TownDetails;
  keyFeatures: string[];
}) {
  if (!details && keyFeatures.length === 0) return null;
  return (
    <Section id="local-details" title={`About ${name}`} className="panel">
      <DetailList title="Key features" items={keyFeatures} />
      {details && (
        <>
          <DetailList title="Landmarks" items={details.landmarks} />
          <DetailList title="Housing" items={details.housingStock} />
          <DetailList title="Signal challenges" items={details.signalChallenges} />
          <DetailList title="When we can visit" items={details.serviceWindows} />
          {details.transmitterInfo && (
            <>
              <h3>Transmitter</h3>
              <p>{details.transmitterInfo}</p>
            </>
          )}
        </>
      )}
    </Section>
  );
}

/**
 * Every generated town page renders this; a dedicated town's own sections
 * (data/towns/<slug>.md) come after the typical job.
 */
export function TownPage(props: TownPageProps) {
  const { name } = props;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <p className="eyebrow">{`${name}, ${props.county} ${props.postcode}`}</p>
        <h1 id="page-title">{`TV Aerial, Satellite and Wi-Fi Services in ${name}`}</h1>
        <Paragraphs text={props.intro} />
        <CallToAction />
      </section>

      <Section id="reception" title={`Reception in ${name}`}>
        <Paragraphs text={props.receptionProfile} />
        <FactList facts={props.reception} />
        <PointingPicture pointing={props.pointing} />
      </Section>

      <Section id="services" title={`Services in ${name}`}>
        <Paragraphs text={props.servicesContext} />
        <LinkList links={business.services.map((service) => serviceLink(service, props))} />
      </Section>

      <Section id="typical-job" title="A typical job">
        <article className="card">
          <h3>{props.caseStudy.title}</h3>
          <Paragraphs text={props.caseStudy.body} />
        </article>
      </Section>

      {props.localSections?.map((section) => (
        <Section key={section.id} id={section.id} title={section.title}>
          <Prose blocks={section.body} />
        </Section>
      ))}

      <PagePhotos title={`Our work in ${name}`} />

      <LocalDetails name={name} details={props.details} keyFeatures={props.keyFeatures} />

      {props.nearby.length > 0 && (
        <Section id="nearby" title="Nearby areas we cover">
          <LinkList links={props.nearby} />
        </Section>
      )}

      {props.helpful.length > 0 && (
        <Section id="helpful" title="Guides">
          <LinkList links={props.helpful} />
        </Section>
      )}

      <Faq items={props.faq} />

      <Section id="closing" title={`${capitalise(selling.aQuote)} in ${name}`} className="closing">
        <CallToAction />
      </Section>
    </>
  );
}
