import type { Link } from "../../model/page-props";

export function Breadcrumbs({ trail }: { trail: Link[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((link, i) => (
          <li key={link.path}>
            <a href={link.path} aria-current={i === trail.length - 1 ? "page" : undefined}>
              {link.name}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
