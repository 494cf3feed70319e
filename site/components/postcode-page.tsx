import { CallToAction } from "./call-to-action";
import { selling } from "./claims";
import { BulletList, LinkList } from "./lists";
import type { PostcodePageProps } from "../../model/page-props";
import { Paragraphs } from "./paragraphs";
import { Section } from "./section";

/** A postcode district page, or a service within one (/postcode/{service}-{outcode}-{town}). */
export function PostcodePage(props: PostcodePageProps) {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <p className="eyebrow">{`${props.outcode} · ${props.county}`}</p>
        <h1 id="page-title">{props.title}</h1>
        <Paragraphs text={props.intro} />
        <CallToAction />
      </section>
      {props.service && (
        <Section id="service" title={props.service.name}>
          <BulletList items={props.service.points} className="check-list" />
          <LinkList links={props.service.links} />
        </Section>
      )}
      <Section id="places" title={`Places in ${props.outcode}`}>
        <LinkList links={props.places} />
      </Section>
      <Section id="reception" title="TV reception">
        <p>
          {`Aerials in ${props.outcode} face ${props.transmitter}; each place's page has the direction and distance, and a survey confirms the best one for your address. `}
          <a href={props.town.path}>{`More about ${props.town.name}`}</a>
        </p>
      </Section>
      {props.otherDistricts.length > 0 && (
        <Section id="districts" title="Other postcode areas">
          <LinkList links={props.otherDistricts} />
        </Section>
      )}
      <Section id="closing" title={selling.getQuote} className="closing">
        <p>{props.closing}</p>
        <CallToAction />
      </Section>
    </>
  );
}
