import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Breadcrumbs } from "./breadcrumbs";
import { FloatingButtons } from "./floating-buttons";
import { Footer } from "./footer";
import { Header } from "./header";
import type { Link } from "../../model/page-props";

/**
 * What every page has before its own part: drawn from the business's data
 * alone, the same on every page (layoutHtml renders it once).
 */
function LayoutTop() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
    </>
  );
}

/** A page's own part: its breadcrumbs and its main content. */
function LayoutMain({ children, breadcrumbs }: { children: ReactNode; breadcrumbs?: Link[] }) {
  return (
    <>
      {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs trail={breadcrumbs} />}
      {/* tabIndex lets the skip link move keyboard focus, not just scroll. */}
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
    </>
  );
}

/** What every page has after its own part, the same on every page, as LayoutTop. */
function LayoutBottom() {
  return (
    <>
      <Footer />
      <FloatingButtons />
    </>
  );
}

export function Layout({ children, breadcrumbs }: { children: ReactNode; breadcrumbs?: Link[] }) {
  return (
    <>
      <LayoutTop />
      <LayoutMain breadcrumbs={breadcrumbs}>{children}</LayoutMain>
      <LayoutBottom />
    </>
  );
}

/**
 * React writes the resource hints of what it renders (a hero image's preload)
 * before its first element: the hints and the rest of `html`.
 */
function splitHints(html: string): [hints: string, rest: string] {
  let end = 0;
  while (html.startsWith("<link ", end)) end = html.indexOf(">", end) + 1;
  return [html.slice(0, end), html.slice(end)];
}

interface LayoutFrame {
  top: string;
  bottom: string;
}

/**
 * The layout's top and bottom, rendered once: they are the same on every page
 * (the business's data alone) and hold a large share of a page's elements.
 * Each begins and ends with an element, so its HTML is what it is inside the
 * whole page. Null, and every page rendered whole, if either has resource
 * hints of its own, which React would put first on the page.
 */
let frame: LayoutFrame | null | undefined;
function layoutFrame(): LayoutFrame | null {
  if (frame === undefined) {
    const top = renderToString(<LayoutTop />);
    const bottom = renderToString(<LayoutBottom />);
    frame = splitHints(top)[0] || splitHints(bottom)[0] ? null : { top, bottom };
  }
  return frame;
}

/** A page in the site's layout, as HTML: what renderToString(<Layout>) gives, in less time. */
export function layoutHtml(page: ReactNode, breadcrumbs?: Link[]): string {
  const parts = layoutFrame();
  if (!parts) return renderToString(<Layout breadcrumbs={breadcrumbs}>{page}</Layout>);
  const own = renderToString(<LayoutMain breadcrumbs={breadcrumbs}>{page}</LayoutMain>);
  const [hints, main] = splitHints(own);
  return hints + parts.top + main + parts.bottom;
}
