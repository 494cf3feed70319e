import { BulletList } from "../../components/lists";
import { Section } from "../../components/section";
import { business } from "../../generated/business";

const { name, base, phone } = business;

/** A link as it appears on paper: the address written out, since a printed link can't be clicked. */
function printable(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

/** The card itself: plain text and no buttons or icons, so it prints cleanly in black and white. */
function ReviewCard() {
  const links = business.reviewLinks;
  return (
    <article className="card" aria-labelledby="card-name">
      <h3 id="card-name">{name}</h3>
      <p>
        <strong>Thank you for choosing us.</strong>
      </p>
      <p>{`If you have a minute, an honest review helps other people nearby find a local installer they can trust, and helps us improve.`}</p>
      {links.length > 0 ? (
        <>
          <p>Leave a review at:</p>
          <ul className="plain-list">
            {links.map((link) => (
              <li key={link.url}>
                {`${link.label}: `}
                <a href={link.url}>{printable(link.url)}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>To leave a review on Google:</p>
          <ol>
            <li>{`Search Google or Google Maps for "${name} ${base.town}".`}</li>
            <li>{`Open our profile and choose "Reviews", then "Write a review".`}</li>
          </ol>
          <p>{`On another review site, search for "${name}".`}</p>
        </>
      )}
      <p>
        {`Phone: `}
        <strong>{phone.main.number}</strong>
      </p>
      <p>{`Website: ${printable(business.siteUrl)}`}</p>
    </article>
  );
}

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Printable Review Card</h1>
        <p className="lead">{`A small card to leave with customers at the end of a job, showing how to find us and review us, with our phone number for next time.`}</p>
        <p>{`Print this page from your browser; the card below is plain text, so it prints clearly on a black-and-white printer.`}</p>
      </section>

      <Section id="card" title="The card">
        <ReviewCard />
      </Section>

      <Section id="printing" title="Printing it">
        <BulletList
          items={[
            "In the browser's print preview, choose just the page that contains the card; the site's header and footer may print as well.",
            "Thin card (around 200 to 300 gsm) feels more like a business card and survives a van door pocket better than paper.",
            "Cut round the card with a margin, or print several pages at once and keep a stack in the van.",
          ]}
        />
        <p>
          {business.reviewLinks.length > 0
            ? `The card shows the review links held in the business details. If one changes, update it there and the card changes with it.`
            : `The card currently gives search instructions because no direct review link has been added to the business details yet. Once you have a short review link from your Google Business Profile, add it to the business details and the card will show it instead.`}
        </p>
      </Section>

      <Section id="handing-out" title="Handing it out fairly">
        <BulletList
          className="check-list"
          items={[
            "Offer the card to every customer, not only the ones you expect to be happy: picking and choosing who gets asked is against review sites' rules.",
            "Never offer a discount, gift or anything else in exchange for a review, and don't say you'll do so next time.",
            "Don't write the review for them, stand over them while they do it, or post it for them from your own phone.",
            "If a customer raises a problem when you hand the card over, deal with the problem first.",
          ]}
        />
        <p>
          {`Customers who want to know more can read `}
          <a href="/leave-review">how to leave a review</a>
          {`. For replying to reviews once they arrive, see the `}
          <a href="/review-response-templates">review response templates</a>
          {`.`}
        </p>
      </Section>

      <Section id="more-tools" title="Other review and listing tools" className="closing">
        <ul className="link-list">
          <li>
            <a href="/google-business-checklist">Google Business Profile checklist</a>
          </li>
          <li>
            <a href="/directory-guide">Directory listing guide</a>
          </li>
          <li>
            <a href="/business-listings">Our business details, as listed</a>
          </li>
        </ul>
      </Section>
    </>
  );
}
