import type { ReactNode } from "react";

/** A page section named by its own h2, so landmarks and the outline stay in step. */
export function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className ? `section ${className}` : "section"}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
