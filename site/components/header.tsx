import { business } from "../generated/business";
import { PhoneIcon } from "./icons";
import { navLinks } from "./links";
import { keepTogether } from "../../model/phone";
import { PhoneLink } from "./phone-link";

function NavList({ className }: { className: string }) {
  return (
    <ul className={className}>
      {navLinks.map((link) => (
        <li key={link.path}>
          <a href={link.path}>{link.name}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Narrow screens get the links inside <details> (a menu that works without JS);
 * wide screens get the plain list. CSS shows exactly one of the two, and the hidden
 * one is display:none, so assistive tech never meets the links twice.
 */
export function Header() {
  const { number } = business.phone.main;
  return (
    <header className="site-header">
      <div className="header-inner">
        <a className="brand" href="/">
          {business.name}
        </a>
        <PhoneLink className="header-phone" number={number}>
          <PhoneIcon />
          {keepTogether(`Call ${number}`)}
        </PhoneLink>
        <nav aria-label="Main" className="site-nav">
          <details className="nav-menu">
            <summary>Menu</summary>
            <NavList className="nav-list" />
          </details>
          <NavList className="nav-list nav-wide" />
        </nav>
      </div>
    </header>
  );
}
