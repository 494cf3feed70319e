import { proseList } from "../../../model/seo";
import { BulletList } from "../../components/lists";
import { Section } from "../../components/section";
import { formatFrom, formatOpeningHours } from "../../components/format";
import { business } from "../../generated/business";
import { sellingPoints } from "../../components/claims";
import { countiesFrom } from "../../../model/counties";

const { name, base, phone, prices } = business;
const hours = formatOpeningHours(business.openingHours);
const counties = countiesFrom(base.county);
const mainTowns = [
  base.town,
  "Witney",
  "Oxford",
  "Abingdon",
  "Didcot",
  "Wantage",
  "Chipping Norton",
  "Cirencester",
  "Swindon",
];

/** "No VAT" stays as it is; "Free quotes" becomes "free quotes" in the middle of a sentence. */
function midSentence(phrase: string): string {
  return /^[A-Z][a-z]/.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

/** A profile description built from the business facts, within Google's 750-character limit. */
const description = [
  `${name} is based in ${base.town}, ${base.county}, and installs and repairs TV aerials, satellite dishes, Wi-Fi and mesh networks, Starlink satellite broadband and Ajax wireless alarms and CCTV.`,
  `We work with homes and businesses across ${counties.slice(0, 3).join(", ")} and nearby ${counties[3] ?? "Berkshire"}, including new builds, rented and student properties, farms and listed buildings.`,
  `${proseList(sellingPoints.map((point, i) => (i === 0 ? point : midSentence(point))))}.`,
  `Aerial work: ${business.aerialLeadTime.toLowerCase()}.`,
].join(" ");

const services = [
  "TV aerial installation and repair: a fixed quote after a free survey",
  `Satellite dish installation (Sky and Freesat): ${formatFrom(prices.skyDishFrom)}`,
  "Wi-Fi and mesh network installation: quoted after a survey",
  `Starlink installation: ${formatFrom(prices.starlink.dishFrom)}`,
  `Ajax alarm starter kit: ${formatFrom(prices.ajax.starterKitFrom)}`,
  `Ajax standard security: ${formatFrom(prices.ajax.standardSecurityFrom)}`,
  `Ajax complete protection: ${formatFrom(prices.ajax.completeProtectionFrom)}`,
];

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Google Business Profile Checklist</h1>
        <p className="lead">{`Our own checklist for keeping the ${name} profile on Google Search and Maps complete, accurate and matching this website. Work through it when setting the profile up, then look again every few months.`}</p>
      </section>

      <Section id="basics" title="1. Name, phone, website and address">
        <BulletList
          className="check-list"
          items={[
            `Business name exactly as we use it everywhere: "${name}". No extra keywords or town names added to it; Google's guidelines don't allow that, and it can get a profile suspended.`,
            `Primary phone: ${phone.main.number}, the same number shown on every page of the website.`,
            `Additional phone numbers: Google allows a small number of extra lines. Only add regional lines if they're answered the same way as the main one.`,
            `Website: ${business.siteUrl}`,
            `Address: we visit customers rather than have them visit us, so the profile should be set up as a service-area business with the street address hidden. Google still needs the real address for verification, in ${base.town} (${base.postcode}).`,
          ]}
        />
        <p>
          {`The exact details to copy are on `}
          <a href="/business-listings">our business listings page</a>
          {`.`}
        </p>
      </Section>

      <Section id="categories" title="2. Categories">
        <BulletList
          className="check-list"
          items={[
            `Primary category: the closest Google offers to our main line of work, TV aerials. Type "aerial" and "antenna" into the category box and choose from what it suggests.`,
            `Additional categories for the other services we genuinely offer: satellite dishes, security or alarm systems, CCTV, and home networking or Wi-Fi. Search the category box for each.`,
            `Don't add categories for things we don't do, such as selling broadband or repairing televisions; they attract the wrong enquiries.`,
            `Check the categories again once a year: Google adds and renames them.`,
          ]}
        />
      </Section>

      <Section id="service-areas" title="3. Service areas">
        <p>{`Google limits how many service areas a profile can list, so use the counties and our busiest towns rather than every village.`}</p>
        <BulletList
          className="check-list"
          items={[
            `Counties: ${proseList(counties)}.`,
            `Main towns: ${proseList(mainTowns)}.`,
            `Keep it to areas we actually travel to; the full list of towns and villages is on the areas page, not the profile.`,
          ]}
        />
        <p>
          <a href="/areas">Every town and village we cover</a>
        </p>
      </Section>

      <Section id="hours" title="4. Opening hours">
        <BulletList
          className="check-list"
          items={[
            `Regular hours: ${hours}. These must match the website's contact page.`,
            "Special hours for bank holidays and Christmas, set a few weeks ahead so Google doesn't show a question mark or guess.",
            "If the phone isn't answered for a period, for example during a holiday, change the hours rather than leaving them showing as open.",
          ]}
        />
      </Section>

      <Section id="services-and-description" title="5. Services, prices and description">
        <p>Services to list, with prices matching the website:</p>
        <BulletList className="check-list" items={services} />
        <p>{`A description built from our own details, ${description.length} characters long (Google allows up to 750):`}</p>
        <blockquote>
          <p>{description}</p>
        </blockquote>
        <p>{`Don't put web addresses, phone numbers or special offers in the description; Google may reject it.`}</p>
      </Section>

      <Section id="photos" title="6. Photos">
        <BulletList
          className="check-list"
          items={[
            "Logo and a cover photo that looks right when cropped to a square and to a wide banner.",
            "Real photos of our work: aerials on chimneys, dishes, neat cable runs, mesh nodes, Ajax panels and cameras. No stock images.",
            "The van and equipment, so customers recognise us when we arrive.",
            "Nothing that identifies a customer's home: crop out house numbers, street names, car registrations and faces, and ask before photographing inside anyone's home.",
            "Add a few new photos every month or two; profiles with recent photos look active.",
          ]}
        />
      </Section>

      <Section id="posts" title="7. Posts and updates">
        <BulletList
          className="check-list"
          items={[
            "Post short updates now and then: storm-season advice, what to do when Freeview channels go missing, a typical job explained.",
            "Link posts to the matching page of the website rather than the home page.",
            "No offers that depend on leaving a review, and no claims the website doesn't also make.",
          ]}
        />
      </Section>

      <Section id="questions" title="8. Questions and messages">
        <BulletList
          className="check-list"
          items={[
            "If the profile shows a questions-and-answers section (Google has been changing this feature), check it regularly and answer from the business account.",
            "Good answers are short and point to the right page: prices, areas, how quickly we can come out.",
            "Turn off any chat feature on the profile that nobody checks; an unanswered message looks worse than none.",
          ]}
        />
      </Section>

      <Section id="reviews" title="9. Reviews">
        <BulletList
          className="check-list"
          items={[
            "Reply to every review using the guidance on the review response templates page.",
            "Copy the profile's share-a-review link and add it to the review links in the business details, so the website and the printed card show it.",
            "Ask every customer in the same way; never offer anything in return and never ask only the happy ones.",
          ]}
        />
        <p>
          <a href="/review-response-templates">Review response templates</a>
          {` · `}
          <a href="/print-review-card">Printable review card</a>
        </p>
      </Section>

      <Section id="consistency" title="10. The same details everywhere" className="closing">
        <p>{`Search engines compare the name, address and phone number on the profile with the website and with directories. Any mismatch, even "and" against "&", weakens trust in all of them. When anything changes, update the website, this profile and every directory on the same day.`}</p>
        <p>
          <a href="/directory-guide">Directory listing guide</a>
        </p>
      </Section>
    </>
  );
}
