import { business } from "../generated/business";
import { CallToAction } from "./call-to-action";
import { LinkList } from "./lists";
import type { StarlinkPageProps } from "../../model/page-props";
import { PricingCard, standardPriceNotes } from "./pricing-card";
import { Section } from "./section";
import { QUOTE, ServiceClosing, ServiceSections } from "./service-frame";
import { SkyViewPicture } from "./sky-view";

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

      <ServiceSections
        page={props}
        whyTitle={`Starlink in ${name}`}
        whyFigure={<SkyViewPicture sky={props.sky} />}
        pricing={<StarlinkPricing />}
      />

      <Section id="coverage" title={`Near ${name}`}>
        <p>{props.coverage.text}</p>
        {props.coverage.areas.length > 0 && <LinkList links={props.coverage.areas} />}
      </Section>

      <ServiceClosing page={props} title={`Get Starlink installed in ${name}`} />
    </>
  );
}
