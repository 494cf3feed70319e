import type { EntrySummary, Link, ServiceItem } from "../../model/page-props";

export function BulletList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export function LinkList({ links }: { links: Link[] }) {
  return (
    <ul className="link-list">
      {links.map((link) => (
        <li key={link.path}>
          <a href={link.path}>{link.name}</a>
          {link.note && <span className="link-note">{`, ${link.note}`}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Titled cards in a responsive grid; sits under an h2, so titles are h3. */
export function Cards({ items }: { items: ServiceItem[] }) {
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3>{item.title}</h3>
          <p>{item.body}</p>
        </li>
      ))}
    </ul>
  );
}

/** Links with a line saying what each is about. */
export function SummaryList({ entries }: { entries: EntrySummary[] }) {
  return (
    <ul className="summary-list">
      {entries.map((entry) => (
        <li key={entry.path}>
          <a href={entry.path}>{entry.name}</a>
          {entry.summary && <p>{entry.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
