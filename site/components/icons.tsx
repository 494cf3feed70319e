/** Decorative icons: the link text beside each one carries the meaning. */
function Icon({ path }: { path: string }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ChatIcon() {
  return <Icon path="M4 5h16v11H9l-5 4V5z M8 9h8 M8 12h5" />;
}

export function PhoneIcon() {
  return (
    <Icon path="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  );
}

export function QuoteIcon() {
  return <Icon path="M6 2h9l5 5v15H6z M14 2v6h6 M9 13h8 M9 17h8" />;
}
