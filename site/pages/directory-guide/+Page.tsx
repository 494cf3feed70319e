import { proseList } from "../../../model/seo";
import { BulletList, Cards } from "../../components/lists";
import { Section } from "../../components/section";
import { formatOpeningHours } from "../../components/format";
import { business } from "../../generated/business";
import { sentence, terms } from "../../components/claims";
import { countiesFrom } from "../../../model/counties";

const { name, base, phone, email } = business;
const areas = proseList(countiesFrom(base.county));

const shortDescription = `TV aerials, satellite dishes, Wi-Fi, Starlink and Ajax alarms and CCTV, based in ${base.town}.`;
const longDescription = `${name} installs and repairs TV aerials and satellite dishes, sets up Wi-Fi and mesh networks, fits Starlink satellite broadband and installs Ajax wireless alarms and CCTV. Based in ${base.town}, ${base.county}, we cover ${areas}. Free quotes and no call-out charge.${sentence(terms)}`;

const directories = [
  {
    title: "Yell",
    body: "A free basic listing is available, with paid advertising offered on top; the free listing is enough for consistency.",
  },
  {
    title: "Thomson Local",
    body: "Another long-standing UK directory with a free listing option. Choose the categories closest to aerials, satellite and security.",
  },
  {
    title: "Bing Places for Business",
    body: "Feeds Bing search and maps. It can import the details from a Google Business Profile, which saves retyping and keeps the two identical; check the result before publishing.",
  },
  {
    title: "Apple Business Connect",
    body: "Controls how the business appears in Apple Maps and on iPhones. Free; it needs an Apple Account and a verification step.",
  },
  {
    title: "Trade vetting sites",
    body: "Checkatrade, TrustATrader and similar sites vet members and collect reviews, and generally charge a membership fee or charge per lead. Read the terms carefully before joining, and use the same details there as everywhere else.",
  },
  {
    title: "Smaller free directories",
    body: "There are dozens of free listing sites. They add little on their own, and an outdated one does harm, so only add those you'll keep up to date.",
  },
];

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Directory Listing Guide</h1>
        <p className="lead">{`How we list ${name} on online directories, so that every listing shows exactly the same name, base, phone number and hours. Search engines compare them, and customers notice when they don't match.`}</p>
      </section>

      <Section id="master-record" title="The master record">
        <p>{`Copy these exactly, character for character, into every directory. They come from the same business details as the website.`}</p>
        <ul className="plain-list">
          <li>
            <strong>Business name: </strong>
            {name}
          </li>
          <li>
            <strong>Base: </strong>
            {`${base.town}, ${base.county}, ${base.postcode}`}
          </li>
          <li>
            <strong>Main phone: </strong>
            {phone.main.number}
          </li>
          <li>
            <strong>E-mail: </strong>
            {email}
          </li>
          <li>
            <strong>Website: </strong>
            {business.siteUrl}
          </li>
          <li>
            <strong>Hours: </strong>
            {formatOpeningHours(business.openingHours)}
          </li>
          <li>
            <strong>Areas: </strong>
            {areas}
          </li>
          <li>
            <strong>Payment: </strong>
            {business.paymentAccepted.join(", ")}
          </li>
        </ul>
        <p>
          {`The public version of these details is on `}
          <a href="/business-listings">our business listings page</a>
          {`; point anyone checking a listing there.`}
        </p>
      </Section>

      <Section id="rules" title="Rules for consistency">
        <BulletList
          className="check-list"
          items={[
            `Write the name exactly as "${name}": the same words, the same capitals, "and" rather than "&", and nothing added such as a town or a list of services.`,
            `Use the main number, written as "${phone.main.number}", as the primary phone everywhere. Regional lines go only in an "additional numbers" field, if the site has one.`,
            `Use the full website address, ${business.siteUrl}, not a shortened link or a social media page.`,
            `We visit customers, so where a directory lets you hide the street address or show a service area instead, do that. Where it insists on an address, use the same one verified with Google, and never a different one.`,
            `Keep the same hours on every site, and update them all at once.`,
            `Use one of the two descriptions below rather than writing a new one for each site.`,
          ]}
        />
      </Section>

      <Section id="descriptions" title="Descriptions to paste">
        <h3>Short (one line)</h3>
        <blockquote>
          <p>{shortDescription}</p>
        </blockquote>
        <h3>Long</h3>
        <blockquote>
          <p>{longDescription}</p>
        </blockquote>
      </Section>

      <Section id="where-to-list" title="Where to list">
        <p>{`Start with the Google Business Profile, then these, roughly in order of value. Before creating anything, search each site for the business name and phone number: if a listing already exists, claim it rather than creating a duplicate.`}</p>
        <Cards items={directories} />
      </Section>

      <Section id="process" title="Doing it once, properly">
        <ol>
          <li>Search each site for existing listings under the name and phone number.</li>
          <li>
            Claim or create the listing, and complete any verification by post, phone or e-mail.
          </li>
          <li>
            Paste the master record and one of the descriptions; choose categories for aerials,
            satellite, Wi-Fi and security.
          </li>
          <li>
            Add a logo and a few real photos of our work, the same ones used on the Google profile.
          </li>
          <li>
            Record each site, its login e-mail and the date checked in one place, so nothing is
            forgotten.
          </li>
          <li>
            Twice a year, check every listing against this page and fix anything that has drifted.
          </li>
        </ol>
      </Section>

      <Section id="changes" title="When something changes" className="closing">
        <p>{`If the phone number, hours or name ever change, update the business details first so the website changes, then the Google profile, then every directory on the list, on the same day if possible. Remove or mark as closed any listing you no longer use, rather than leaving it out of date.`}</p>
        <p>
          <a href="/google-business-checklist">Google Business Profile checklist</a>
        </p>
      </Section>
    </>
  );
}
