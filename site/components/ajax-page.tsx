import { AjaxPriceCard } from "./ajax-price-card";
import { CallToAction } from "./call-to-action";
import { Cards, LinkList } from "./lists";
import type { AjaxPageProps } from "../../model/page-props";
import { Section } from "./section";
import { QUOTE, ServiceClosing, ServiceSections } from "./service-frame";

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

      <ServiceSections
        page={props}
        whyTitle={`Ajax security in ${name}`}
        pricing={<AjaxPriceCard title="Price guide" />}
      />

      <Section id="equipment" title="Equipment">
        <Cards items={props.equipment} />
      </Section>

      {props.nearby.length > 0 && (
        <Section id="nearby" title="We Also Serve Nearby Areas">
          <p>{props.nearbyIntro}</p>
          <LinkList links={props.nearby} />
        </Section>
      )}

      <ServiceClosing page={props} title={`Protect your ${audience} in ${name}`} />
    </>
  );
}
