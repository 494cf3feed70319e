import { business } from "../generated/business";
import { LinkList } from "./lists";
import { navLinks } from "./links";
import { PhoneLink } from "./phone-link";

export function NotFoundPage() {
  const { number } = business.phone.main;
  return (
    <section aria-labelledby="page-title" className="hero">
      <h1 id="page-title">404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <p>These pages may help:</p>
      <LinkList links={navLinks} />
      <p>
        {"Or call us on "}
        <PhoneLink number={number} />
      </p>
    </section>
  );
}
