import { Section } from "../../components/Section";
import { formatOpeningHours } from "../../components/format";
import { messagingHref, telHref } from "../../components/links";
import { business } from "../../generated/business";

export default function Page() {
  const { main, regional } = business.phone;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Contact Us for a Free Quote</h1>
        <p>{`Quotes are free and there is no call-out charge. Tell us your postcode and what is wrong or what you would like fitted, and we will give you a price before any work starts.`}</p>
      </section>
      <Section id="phone" title="Phone">
        <p>
          {`${main.label}: `}
          <a href={telHref(main.number)}>{main.number}</a>
        </p>
        <ul className="link-list">
          {regional.map((line) => (
            <li key={line.number}>
              {`${line.label}: `}
              <a href={telHref(line.number)}>{line.number}</a>
            </li>
          ))}
        </ul>
        <p>{`Open ${formatOpeningHours(business.openingHours)}.`}</p>
      </Section>
      <Section id="message" title="Message or e-mail">
        <p>
          <a
            href={messagingHref(business)}
            target="_blank"
            rel="noopener"
          >{`Message us on ${business.messaging.label} (opens in a new tab)`}</a>
        </p>
        <p>
          <a href={`mailto:${business.email}`}>{business.email}</a>
        </p>
      </Section>
    </>
  );
}
