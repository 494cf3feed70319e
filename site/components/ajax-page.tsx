import { business } from "../generated/business";
import { CallToAction } from "./call-to-action";
import { Faq } from "./faq";
import { BulletList, Cards, LinkList } from "./lists";
import type { AjaxPageProps } from "../../model/page-props";
import { PagePhotos } from "./photos";
import { Paragraphs } from "./paragraphs";
import { PricingCard, standardPriceNotes } from "./pricing-card";
import { Section } from "./section";

const QUOTE = "Get Free Quote";

/** ["4", "7", "10+"] → "4, 7 or 10+". */
function orList(items: string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

function AjaxPricing() {
  const { starterKitFrom, standardSecurityFrom, completeProtectionFrom } = business.prices.ajax;
  const { hubDevices, batteryYears } = business.ajax;
  return (
    <PricingCard
      title="Price guide"
      rows={[
        { label: "Starter Kit", price: starterKitFrom },
        { label: "Standard Security", price: standardSecurityFrom },
        { label: "Complete Protection", price: completeProtectionFrom },
      ]}
      notes={[
        ...standardPriceNotes,
        `The hub connects up to ${hubDevices} devices`,
        `Battery life up to ${orList(batteryYears)} years depending on the device (manufacturer's figures)`,
      ]}
    />
  );
}

export function AjaxPage(props: AjaxPageProps) {
  const { name, audience } = props;
  return (
    <>
      <section aria-labelledby="page-title" className="hero hero-media">
        <div>
          <h1 id="page-title">{`Ajax Security Installation in ${name}`}</h1>
          <CallToAction quoteLabel={QUOTE} />
        </div>
        <img
          src="/images/ajax-hub.svg"
          alt="Illustration of an Ajax security hub: a white rounded-square control unit"
          width="240"
          height="240"
        />
      </section>

      <Section id="why-us" title={`Ajax security in ${name}`}>
        <Paragraphs text={props.whyChoose} />
      </Section>

      <Section id="services" title="What we do">
        <Cards items={props.services} />
      </Section>

      <Section id="pricing" title="Prices">
        <AjaxPricing />
      </Section>

      <Section id="benefits" title="Benefits">
        <BulletList items={props.benefits} className="check-list" />
      </Section>

      <Section id="equipment" title="Equipment">
        <Cards items={props.equipment} />
      </Section>

      {props.nearby.length > 0 && (
        <Section id="nearby" title="We Also Serve Nearby Areas">
          <p>{props.nearbyIntro}</p>
          <LinkList links={props.nearby} />
        </Section>
      )}

      <PagePhotos title={`Our work in ${name}`} />

      <Section id="closing" title={`Protect your ${audience} in ${name}`} className="closing">
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
