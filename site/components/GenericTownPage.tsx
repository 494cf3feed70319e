import type { ReactNode } from "react";
import { business } from "../generated/business";
import { CallToAction } from "./CallToAction";
import { Faq } from "./Faq";
import { formatCount, formatFrom, surroundings } from "./format";
import { BulletList, LinkList, SummaryList } from "./Lists";
import type { TownDetails, TownPageProps } from "./page-props";
import { Paragraphs } from "./Paragraphs";
import { Section } from "./Section";

function ourServices(props: TownPageProps): string[] {
  return [
    `TV aerial installation, repair and realignment. ${business.aerialLeadTime}`,
    `Satellite dish installation and repair, Sky dishes ${formatFrom(business.prices.skyDishFrom)}`,
    `Wi-Fi and mesh networks for your ${props.propertyType}`,
    `Starlink satellite broadband installation, ${formatFrom(business.prices.starlink.dishFrom)}`,
    `Ajax wireless alarms and CCTV, ${formatFrom(business.prices.ajax.starterKitFrom)}`,
  ];
}

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
      {details?.population !== undefined && (
        <p>{`Population: ${formatCount(details.population)}`}</p>
      )}
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
 * The town page template: every town gets it, and a dedicated page (site/towns/)
 * adds its richer local sections through `children`, shown after the typical job.
 */
export function GenericTownPage({ children, ...props }: TownPageProps & { children?: ReactNode }) {
  const { name, transmitter } = props;
  const area = surroundings(name, props.wording === "rural");
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <p className="eyebrow">{`${name}, ${props.county} ${props.postcode}`}</p>
        <h1 id="page-title">{`TV Aerial, Satellite and Wi-Fi Services in ${name}`}</h1>
        <Paragraphs text={props.intro} />
        <CallToAction />
      </section>

      <Section id="reception" title={`TV reception in ${name}`}>
        <Paragraphs text={props.receptionProfile} />
        <p>
          {transmitter.basis === "local"
            ? `Main TV transmitter for ${name}: `
            : `Most homes in this part of ${props.county} use the transmitter below; a survey confirms it for your address: `}
          {transmitter.path ? <a href={transmitter.path}>{transmitter.name}</a> : transmitter.name}
        </p>
        <Paragraphs text={props.localFacts} />
      </Section>

      <Section id="services" title={`Our services in ${name}`}>
        <Paragraphs text={props.servicesContext} />
        <BulletList items={ourServices(props)} className="check-list" />
      </Section>

      <Section id="typical-job" title="A typical job">
        <article className="card">
          <h3>{props.caseStudy.title}</h3>
          <Paragraphs text={props.caseStudy.body} />
        </article>
      </Section>

      {children}

      <LocalDetails name={name} details={props.details} keyFeatures={props.keyFeatures} />

      {props.nearby.length > 0 && (
        <Section id="nearby" title="Nearby areas we cover">
          <LinkList links={props.nearby} />
        </Section>
      )}

      <Section id="more-services" title={`More services in ${name}`}>
        <ul className="link-list">
          <li>
            <a href={props.starlink.path}>{`Starlink installation in ${name}`}</a>
          </li>
          <li>
            <a href={props.ajax.path}>{`Ajax security in ${name}`}</a>
          </li>
        </ul>
      </Section>

      {props.helpful.length > 0 && (
        <Section id="helpful" title={`Help and guides for ${name}`}>
          <SummaryList entries={props.helpful} />
        </Section>
      )}

      <Faq items={props.faq} />

      <Section id="closing" title={`Serving ${area}`} className="closing">
        <p>{`For a free quote in ${name}, call us or send us the details of the job.`}</p>
        <CallToAction />
      </Section>
    </>
  );
}
