import { business } from "../generated/business";
import { ChatIcon, PhoneIcon, QuoteIcon } from "./icons";
import { messagingHref } from "../../model/phone";
import { PhoneLink } from "./phone-link";

/**
 * Fixed contact buttons. On small screens the "long" words are visually hidden
 * (not removed), so each link keeps its full accessible name, e.g. "Call now".
 */
export function FloatingButtons() {
  return (
    <aside className="floating-buttons" aria-label="Quick contact">
      {/* A plain link to the messaging app; with JavaScript it opens the chat widget (islands/boot.ts),
          which hands over to a person by this link or the number and app named here. */}
      <a
        className="fab fab-chat"
        href={messagingHref(business)}
        target="_blank"
        rel="noopener"
        data-chat-widget=""
        data-phone={business.phone.main.number}
        data-messaging={business.messaging.label}
      >
        <ChatIcon />
        <span>
          Chat<span className="fab-long">{` on ${business.messaging.label}`}</span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </span>
      </a>
      <PhoneLink className="fab fab-call" number={business.phone.main.number}>
        <PhoneIcon />
        <span>
          Call<span className="fab-long">{"\u00a0now"}</span>
        </span>
      </PhoneLink>
      <a className="fab fab-quote" href="/contact">
        <QuoteIcon />
        <span>
          <span className="fab-long">Get </span>Quote
        </span>
      </a>
    </aside>
  );
}
