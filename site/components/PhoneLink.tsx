import type { ReactNode } from "react";
import { telHref } from "./links";

/** Spaces that never break, so a phone number or a "Call …" label stays on one line. */
export function keepTogether(text: string): string {
  return text.replaceAll(" ", "\u00a0");
}

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
