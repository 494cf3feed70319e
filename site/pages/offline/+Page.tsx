import { PhoneLines } from "../../components/phone-lines";

/**
 * Kept by the service worker and shown when a page cannot load: a visitor
 * whose broadband is down can still see how to phone us.
 */
export default function Page() {
  return (
    <section aria-labelledby="page-title" className="hero">
      <h1 id="page-title">You Are Offline</h1>
      <p>
        This page could not load because there is no internet connection. If your broadband is down,
        phone us from your mobile:
      </p>
      <PhoneLines />
      <p>When the connection is back, reload the page.</p>
    </section>
  );
}
