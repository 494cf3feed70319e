/**
 * The chat widget: answers common questions from the site's FAQ text, and
 * hands over to a person by the messaging app or a phone call.
 */
// First, as the module it replaces was, so the built chunk keeps its order and bytes.
import { chatFaq as faq } from "../../generated/chat-faq";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { keepTogether } from "../../../model/phone";
import { PhoneLink } from "../../components/phone-link";
import { bestAnswer } from "./answer";

/** Who answers what the FAQ cannot: as the page's chat button names them, not from a bundled copy. */
export interface Handover {
  phone: string;
  /** The messaging app's name ("WhatsApp") and the link that opens it. */
  messaging: string;
  messagingHref: string;
}

interface Message {
  from: "visitor" | "us";
  text: string;
}

const SUGGESTED = faq.slice(0, 6);
const GREETING =
  "Hello! Ask a question about TV aerials, satellite, Wi-Fi, Starlink or alarms, or pick one below.";

export function ChatWidget({ onClose, handover }: { onClose: () => void; handover: Handover }) {
  const [messages, setMessages] = useState<Message[]>([{ from: "us", text: GREETING }]);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const { phone } = handover;

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages]);

  /** A suggested question answers itself; a typed one is matched against the FAQ. */
  const ask = (question: string, known?: (typeof faq)[number]) => {
    const match = known ?? bestAnswer(question, faq);
    const reply = match
      ? match.answer
      : `I don't have a ready answer for that. Message us on ${handover.messaging} or call ${phone}, and a person will help.`;
    setMessages((current) => [
      ...current,
      { from: "visitor", text: question },
      { from: "us", text: reply },
    ]);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question) return;
    ask(question);
    setDraft("");
  };

  return (
    <div
      className="chat-panel"
      role="dialog"
      aria-labelledby="chat-title"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <div className="chat-header">
        <h2 id="chat-title">Questions? Ask us</h2>
        <button type="button" className="chat-close" onClick={onClose} aria-label="Close chat">
          ×
        </button>
      </div>
      <div className="chat-log" role="log" aria-live="polite" ref={logRef}>
        {messages.map((message, i) => (
          <p key={i} className={`chat-message chat-from-${message.from}`}>
            <span className="visually-hidden">
              {message.from === "us" ? "We said: " : "You asked: "}
            </span>
            {message.text}
          </p>
        ))}
      </div>
      <ul className="chat-suggestions" aria-label="Common questions">
        {SUGGESTED.map((item) => (
          <li key={item.question}>
            <button type="button" onClick={() => ask(item.question, item)}>
              {item.question}
            </button>
          </li>
        ))}
      </ul>
      <form className="chat-form" onSubmit={onSubmit}>
        <label htmlFor="chat-question" className="visually-hidden">
          Your question
        </label>
        <input
          id="chat-question"
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Type your question"
          autoComplete="off"
        />
        <button type="submit" className="button button-primary">
          Ask
        </button>
      </form>
      <p className="chat-handover">
        {"Talk to a person: "}
        <a href={handover.messagingHref} target="_blank" rel="noopener">
          {`Message us on ${handover.messaging}`}
        </a>
        {" or "}
        <PhoneLink number={phone}>{keepTogether(`call ${phone}`)}</PhoneLink>
      </p>
    </div>
  );
}
