import { CallToAction } from "../../components/call-to-action";
import { BulletList } from "../../components/lists";
import { Section } from "../../components/section";
import { formatOpeningHours } from "../../components/format";
import { PhoneLink } from "../../components/phone-link";
import { business } from "../../generated/business";
import { catalogue } from "../../generated/catalogue";
import { sellingPoints, sentence, terms } from "../../components/claims";

/** ["Cash", "Card", "Bank transfer"] → "cash, card or bank transfer". */
function orList(items: string[]): string {
  const lower = items.map((item) => item.toLowerCase());
  return lower.length < 2 ? lower.join("") : `${lower.slice(0, -1).join(", ")} or ${lower.at(-1)}`;
}

export default function Page() {
  const { base, phone } = business;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">{`About ${business.name}`}</h1>
        <p className="lead">
          {`We are a local installer based in ${base.town}, ${base.county}, with over ${business.yearsExperience} years of experience fitting and repairing TV aerials, satellite dishes, Wi-Fi, Starlink and Ajax security systems.`}
        </p>
        <p>
          {`This page explains where we work, how a job runs from the first phone call to the final test, and what you can expect from us on price.`}
        </p>
      </section>

      <Section id="where" title={`Based in ${base.town}, working across four counties`}>
        <p>
          {`${base.town} is a west Oxfordshire town in the ${base.postcode} postcode district, beside RAF Brize Norton and a short drive from Witney and Burford on the edge of the Cotswolds. From here we cover Oxfordshire, Gloucestershire, Wiltshire and nearby Berkshire: market towns such as `}
          <a href="/witney">Witney</a>
          {`, `}
          <a href="/faringdon">Faringdon</a>
          {`, `}
          <a href="/cirencester">Cirencester</a>
          {` and `}
          <a href="/swindon">Swindon</a>
          {`, the city of `}
          <a href="/oxford">Oxford</a>
          {`, and several hundred villages and hamlets in between.`}
        </p>
        <p>
          {`Reception across that area is anything but uniform. Homes in one village may point their aerials at Oxford's Beckley mast while the next valley relies on a small relay, and much of Wiltshire and Gloucestershire looks to Mendip instead. Knowing those patterns is a large part of getting a job right first time. To make us easy to reach we keep local lines as well as the main number:`}
        </p>
        <ul className="plain-list">
          {phone.regional.map((line) => (
            <li key={line.number}>
              {`${line.label}: `}
              <PhoneLink number={line.number} />
            </li>
          ))}
        </ul>
        <p>
          <a href="/areas">See every town and village we cover</a>
        </p>
      </Section>

      <Section id="how-we-work" title="How we work">
        <ol>
          <li>
            {`You call, message us on ${business.messaging.label} or fill in the `}
            <a href="/contact">contact form</a>
            {`. Tell us your postcode and what is wrong or what you would like fitted.`}
          </li>
          <li>
            {`We ask a few questions, sometimes a photo of the aerial or dish helps, and agree a time. For aerial work: ${business.aerialLeadTime.toLowerCase()}.`}
          </li>
          <li>
            {`On site we survey first, test the signal or the sky view, and give you a fixed price before any work starts. If the fix turns out to be simple, such as a retune or a loose connector, we say so.`}
          </li>
          <li>
            {`We do the work, test every TV point, room or device, and show you how everything works before we leave.`}
          </li>
        </ol>
        <p>
          {`We are open ${formatOpeningHours(business.openingHours)}, and we take ${orList(business.paymentAccepted)}.`}
        </p>
      </Section>

      <Section id="visit" title="What a visit is like">
        <p>
          {`Most visits start outside: a look at the roof, the chimney, the existing aerial or dish and the route the cables take. Then we come in, check the wall plates and the televisions or router, and take readings with a signal meter. For Wi-Fi and Starlink jobs we walk the house and garden with you, because the rooms that matter to you are the ones we test.`}
        </p>
        <p>
          {`We use dust sheets where we drill, take our packaging and old equipment away with us, and explain what we found in plain English. If you would like to know how to get the house ready, our `}
          <a href="/prepare-for-aerial-installation">preparation checklist</a>
          {` covers access, lofts, pets and parking, and our `}
          <a href="/health-and-safety">health and safety page</a>
          {` explains how we work at height.`}
        </p>
      </Section>

      <Section id="promises" title="Prices and terms">
        <BulletList items={sellingPoints} className="check-list" />
        <p>
          {`There is no call-out charge, and the price we quote is the price you pay.${sentence(terms)} Published starting prices are on the `}
          <a href="/pricing">pricing page</a>
          {`; TV aerial work is priced as a fixed quote after a free survey, because the right aerial and fixing depend on your roof and your transmitter.`}
        </p>
        <p>
          {`Had a visit from us? We would be grateful if you would `}
          <a href="/leave-review">leave a review</a>
          {business.reviewsProfile || catalogue.reviews.length > 0 ? (
            <>
              {`, and you can read what others have said on our `}
              <a href="/reviews-testimonials">reviews page</a>
              {`.`}
            </>
          ) : (
            "."
          )}
        </p>
      </Section>

      <CallToAction />
    </>
  );
}
