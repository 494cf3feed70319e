import { PhoneLink } from "../../components/phone-link";
import { business } from "../../generated/business";

/**
 * Kept by the service worker and shown when a page cannot load: a visitor
 * whose broadband is down can still see how to phone us.
 */
export default function Page() {
  const { main, regional } = business.phone;
  return (
    <section aria-labelledby="page-title" className="hero">
      <h1 id="page-title">You Are Offline</h1>
      <p>
        This page could not load because there is no internet connection. If your broadband is down,
        phone us from your mobile:
      </p>
      <p>
        {`${main.label}: `}
        <PhoneLink number={main.number} />
      </p>
      <ul className="link-list">
        {regional.map((line) => (
          <li key={line.number}>
            {`${line.label}: `}
            <PhoneLink number={line.number} />
          </li>
        ))}
      </ul>
      <p>When the connection is back, reload the page.</p>
    </section>
  );
}
