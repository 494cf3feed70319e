import { proseList } from "../../../model/seo";
import { CallToAction } from "../../components/call-to-action";
import { BulletList } from "../../components/lists";
import { Section } from "../../components/section";
import { formatOpeningHours } from "../../components/format";
import { messagingHref } from "../../components/links";
import { PhoneLink } from "../../components/phone-link";
import { business } from "../../generated/business";
import { placesByCounty } from "../../renderer/places";
import { sellingPoints, sentence, terms } from "../../components/claims";

/** "Bank transfer" reads "bank transfer" mid-sentence; a name such as "PayPal" is left alone. */
function plainCase(method: string): string {
  return /^[A-Z][a-z ]*$/.test(method) ? method.toLowerCase() : method;
}

export default function Page() {
  const { name, base, phone, email, messaging } = business;
  const groups = placesByCounty();
  const services = [
    "TV aerial installation and repair",
    "Satellite dish installation and repair (Sky and Freesat)",
    "Wi-Fi and mesh networks",
    "Starlink installation",
    "Ajax wireless alarms and CCTV",
    "Commercial, new-build and student-accommodation TV systems",
  ];
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Our Business Details</h1>
        <p className="lead">{`The official details for ${name}, for anyone checking a directory entry, a map listing or a number they've been given. If a listing somewhere shows something different, this page is the one to trust.`}</p>
      </section>

      <Section id="name-and-base" title="Name and base">
        <ul className="plain-list">
          <li>
            <strong>Business name: </strong>
            {name}
          </li>
          <li>
            <strong>Based in: </strong>
            {`${base.town}, ${base.county} (${base.postcode})`}
          </li>
          <li>
            <strong>Website: </strong>
            <a href="/">{business.siteUrl}</a>
          </li>
        </ul>
        <p>{`We come to you, so listings show our base town rather than a street address.`}</p>
      </Section>

      <Section id="phone-lines" title="Phone lines">
        <p>
          {`${phone.main.label}: `}
          <PhoneLink number={phone.main.number} />
        </p>
        <p>Regional lines:</p>
        <ul className="link-list">
          {phone.regional.map((line) => (
            <li key={line.number}>
              {`${line.label}: `}
              <PhoneLink number={line.number} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="message-and-email" title="Messages and e-mail">
        <ul className="link-list">
          <li>
            <a
              href={messagingHref(business)}
              target="_blank"
              rel="noopener"
            >{`${messaging.label} (opens in a new tab)`}</a>
          </li>
          <li>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        </ul>
      </Section>

      <Section id="hours" title="Opening hours">
        <p>{formatOpeningHours(business.openingHours)}</p>
      </Section>

      <Section id="areas" title="Areas we cover">
        <p>{`From ${base.town} we cover towns and villages across ${proseList(groups.map((group) => group.county))}:`}</p>
        <ul className="link-list">
          {groups.map((group) => (
            <li key={group.county}>
              <a
                href={`/areas#${group.county.toLowerCase()}`}
              >{`${group.county}: ${group.places.length} towns and villages`}</a>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="services" title="Services">
        <BulletList items={services} />
        <p>{`Every installation comes with a free quote first.${sentence(terms)}`}</p>
        <BulletList items={sellingPoints} className="check-list" />
      </Section>

      <Section id="is-it-us" title="How to tell it's really us">
        <p>{`Now and then a directory copies old details, or someone uses a name that sounds like ours. A quick check:`}</p>
        <BulletList
          className="check-list"
          items={[
            `The name is exactly "${name}", and the phone number is one of those listed on this page.`,
            `The e-mail address ends in the same domain as this website: ${email.slice(email.indexOf("@"))}.`,
            `We don't charge a call-out fee, and we give a quote before any work starts. Anyone asking for a call-out payment in our name isn't us.`,
            `We're based in ${base.town} and work across ${proseList(groups.map((group) => group.county))}. A listing placing us somewhere else is out of date or not ours.`,
          ]}
        />
        <p>{`If in doubt, ring the main number above and ask.`}</p>
      </Section>

      <Section id="payment" title="Payment and prices">
        <p>{`We accept ${proseList(business.paymentAccepted.map(plainCase))}. Prices are in ${business.currency === "GBP" ? "pounds sterling" : business.currency}, and quotes are free.`}</p>
        <p>
          <a href="/pricing">Our prices</a>
        </p>
      </Section>

      <Section id="wrong-details" title="Seen different details somewhere?">
        <p>
          {`If a directory, map or website shows another phone number, name or address for us, please `}
          <a href="/contact">let us know</a>
          {` so we can correct it. Please don't rely on a number you can't find on this page.`}
        </p>
      </Section>

      <Section id="closing" title="Get in touch" className="closing">
        <p>{`Quotes are free and there's no call-out charge.`}</p>
        <CallToAction />
      </Section>
    </>
  );
}
