import type { ReactNode } from "react";
import { keepTogether, telHref } from "../../model/phone";

// Kept in links.ts, which scripts without React (the postcode check's island) can import.

/** A tel: link; by default its text is the number itself, kept on one line. */
export function PhoneLink({
  number,
  className,
  children,
}: {
  number: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a className={className} href={telHref(number)}>
      {children ?? keepTogether(number)}
    </a>
  );
}
