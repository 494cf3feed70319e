import { business } from "../generated/business";

const { name, base, phone } = business;

/** A link as it appears on paper: the address written out, since a printed link can't be clicked. */
function printable(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

/** The card itself: plain text and no buttons or icons, so it prints cleanly in black and white. */
export function ReviewCard() {
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
