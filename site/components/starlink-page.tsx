import { business } from "../generated/business";
import { CallToAction } from "./call-to-action";
import { Faq } from "./faq";
import { BulletList, Cards, LinkList } from "./lists";
import type { StarlinkPageProps } from "../../model/page-props";
import { PagePhotos } from "./photos";
import { Paragraphs } from "./paragraphs";
import { PricingCard, standardPriceNotes } from "./pricing-card";
import { Section } from "./section";
import { SkyViewPicture } from "./sky-view";

const QUOTE = "Get Free Quote";

function StarlinkPricing() {
  const { dishFrom, complexMountingFrom, wifiAccessPointFrom } = business.prices.starlink;
  const { speedMbps, latencyMs } = business.starlink;
  return (
    <PricingCard
      title="Price guide"
      rows={[
        { label: "Dish installation", price: dishFrom },
        { label: "Complex mounting", price: complexMountingFrom },
        { label: "Optional Wi-Fi access points", price: wifiAccessPointFrom },
      ]}
      notes={[
        ...standardPriceNotes,
        `Starlink speeds are typically ${speedMbps.min}-${speedMbps.max} Mbps, ${latencyMs.min}-${latencyMs.max} ms latency`,
      ]}
    />
  );
}

export function StarlinkPage(props: StarlinkPageProps) {
  const { name } = props;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">{`Starlink Installation in ${name}`}</h1>
        <CallToAction quoteLabel={QUOTE} />
      </section>

      <Section id="why-us" title={`Starlink in ${name}`}>
        <Paragraphs text={props.whyChoose} />
        <SkyViewPicture sky={props.sky} />
      </Section>

      <Section id="services" title="What we do">
        <Cards items={props.services} />
      </Section>

      <Section id="pricing" title="Prices">
        <StarlinkPricing />
      </Section>

      <Section id="benefits" title="Benefits">
        <BulletList items={props.benefits} className="check-list" />
      </Section>

      <Section id="coverage" title={`Near ${name}`}>
        <p>{props.coverage.text}</p>
        {props.coverage.areas.length > 0 && <LinkList links={props.coverage.areas} />}
      </Section>

      <PagePhotos title={`Our work in ${name}`} />

      <Section id="closing" title={`Get Starlink installed in ${name}`} className="closing">
        <p>{props.closing}</p>
        <CallToAction quoteLabel={QUOTE} />
      </Section>

      <p className="back-link">
        <a href={props.town.path}>{`All our services in ${props.town.name}`}</a>
      </p>

      <Faq items={props.faq} />
    </>
  );
}
