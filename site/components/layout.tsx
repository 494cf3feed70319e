import type { ReactNode } from "react";
import { Breadcrumbs } from "./breadcrumbs";
import { FloatingButtons } from "./floating-buttons";
import { Footer } from "./footer";
import { Header } from "./header";
import type { Link } from "../../model/page-props";

export function Layout({ children, breadcrumbs }: { children: ReactNode; breadcrumbs?: Link[] }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs trail={breadcrumbs} />}
      {/* tabIndex lets the skip link move keyboard focus, not just scroll. */}
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
      <FloatingButtons />
    </>
  );
}
