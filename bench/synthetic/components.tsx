/**
 * The synthetic pages' React components, server-rendered only: the same
 * module renders the Astro reference's pages (copied into its project) and
 * the bare renderToString loop. Built like the site's: header and nav,
 * breadcrumbs, hero, sections with lists and tables, nearby places, FAQ,
 * footer. Imports only React and ./pages.
 */
import type { ReactNode } from "react";
import { headOf, type LinkItem, type Section, type SyntheticPage } from "./pages";

const PHONE = "01632 960000";
const NAV: LinkItem[] = [
  { href: "/", label: "Home" },
  { href: "/services", label: "Services" },
  { href: "/areas", label: "Areas we cover" },
  { href: "/pricing", label: "Prices" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Contact" },
];
const LINES = ["West Oxfordshire", "South Oxfordshire", "Faringdon", "Swindon", "Cotswolds"];
const REASONS = ["Same-day service", "No call-out charge", "Free quotes", "5-year guarantee"];

function PhoneIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" className="icon">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

function CallToAction() {
  return (
    <p className="cta">
      <a className="button button-primary" href="tel:+441632960000">
        <PhoneIcon />
        Call {PHONE}
      </a>
      <a className="button button-secondary" href="/contact">
        Get a free quote
      </a>
    </p>
  );
}

function NavList({ wide }: { wide?: boolean }) {
  return (
    <ul className={wide ? "nav-list nav-wide" : "nav-list"}>
      {NAV.map((item) => (
        <li key={item.href}>
          <a href={item.href}>{item.label}</a>
        </li>
      ))}
    </ul>
  );
}

function Header() {
  return (
    <header className="site-header">
      <div className="header-inner">
        <a className="brand" href="/">
          TV Aerial and Wi-Fi Solutions
        </a>
        <a className="header-phone" href="tel:+441632960000">
          <PhoneIcon />
          Call {PHONE}
        </a>
        <nav aria-label="Main" className="site-nav">
          <details className="nav-menu">
            <summary>Menu</summary>
            <NavList />
          </details>
          <NavList wide />
        </nav>
      </div>
    </header>
  );
}

function Breadcrumbs({ items }: { items: LinkItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {items.map((item, i) => (
          <li key={item.href}>
            <a href={item.href} aria-current={i === items.length - 1 ? "page" : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function LinkList({ items }: { items: LinkItem[] }) {
  return (
    <ul className="link-list">
      {items.map((item, i) => (
        <li key={i}>
          <a href={item.href}>{item.label}</a>
          {item.note ? <span className="link-note">{item.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function PriceTable({ table }: { table: NonNullable<Section["table"]> }) {
  return (
    <div className="scroll-table">
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (j === 0 ? <th key={j}>{cell}</th> : <td key={j}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function ContentSection({ section }: { section: Section }) {
  return (
    <PageSection id={section.id} title={section.title}>
      {section.paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
      {section.steps ? (
        <ol className="steps">
          {section.steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      ) : null}
      {section.list ? <LinkList items={section.list} /> : null}
      {section.table ? <PriceTable table={section.table} /> : null}
    </PageSection>
  );
}

function Faq({ items }: { items: SyntheticPage["faq"] }) {
  return (
    <PageSection id="faq" title="Frequently asked questions">
      {items.map((item, i) => (
        <details key={i}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </PageSection>
  );
}

function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div>
          <h2>TV Aerial and Wi-Fi Solutions</h2>
          <p>Based in Carterton, Oxfordshire</p>
          <h3>Opening hours</h3>
          <p>Monday to Sunday, 07:00 to 20:00</p>
        </div>
        <div>
          <h2>Local phone lines</h2>
          <ul className="plain-list">
            {LINES.map((line, i) => (
              <li key={line}>
                {line}: <a href={`tel:+4416329601${i}0`}>01632 9601{i}0</a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>Why choose us</h2>
          <ul>
            {REASONS.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2>Pages</h2>
          <NavList />
        </nav>
      </div>
    </footer>
  );
}

/** Everything inside <body>. */
export function PageBody({ page }: { page: SyntheticPage }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <Breadcrumbs items={page.breadcrumbs} />
      <main id="main" tabIndex={-1} className="site-main">
        <section aria-labelledby="page-title" className="hero">
          <p className="eyebrow">{page.eyebrow}</p>
          <h1 id="page-title">{page.heading}</h1>
          {page.intro.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
          <CallToAction />
        </section>
        <PageSection id="facts" title="At a glance">
          <dl className="facts">
            {page.facts.map((fact) => (
              <div key={fact.term}>
                <dt>{fact.term}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </PageSection>
        {page.sections.map((section) => (
          <ContentSection key={section.id} section={section} />
        ))}
        <PageSection id="nearby" title="Nearby areas we cover">
          <LinkList items={page.nearby} />
        </PageSection>
        <Faq items={page.faq} />
        <PageSection id="closing" title="A free quote">
          <CallToAction />
        </PageSection>
      </main>
      <Footer />
    </>
  );
}

/**
 * The whole document, for the renderToString loop: the same head tags the
 * Astro layout writes, around the same body.
 */
export function PageDocument({ page }: { page: SyntheticPage }) {
  const head = headOf(page);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <link rel="canonical" href={head.canonical} />
        {head.openGraph.map(([property, content]) => (
          <meta key={property} property={property} content={content} />
        ))}
        <link rel="stylesheet" href="/styles/site.css" />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} />
      </head>
      <body>
        <PageBody page={page} />
      </body>
    </html>
  );
}
