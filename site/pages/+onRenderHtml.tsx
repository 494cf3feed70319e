import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { dangerouslySkipEscape, escapeInject } from "vike/server";
import type { PageContextServer } from "vike/types";
import { layoutHtml } from "../components/layout";
import { business } from "../generated/business";
import { Head } from "../renderer/head";
import { PageContextProvider } from "../renderer/page-context";
import "../styles/site.css";

export default function onRenderHtml(pageContext: PageContextServer) {
  const { config } = pageContext;
  // Every +Page of this site is a React component without props.
  const Page = pageContext.Page as ComponentType | undefined;
  if (!Page) throw new Error(`no Page for ${pageContext.urlPathname}`);
  if (!config.head)
    throw new Error(`no head for ${pageContext.urlPathname}: add a +head.ts beside its +Page`);
  const head = typeof config.head === "function" ? config.head(pageContext) : config.head;

  const body = layoutHtml(
    <PageContextProvider value={pageContext}>
      <Page />
    </PageContextProvider>,
    head.breadcrumbs,
  );
  const headTags = renderToStaticMarkup(<Head head={head} business={business} />);
  // </body> on a line of its own: Vike puts its script tags before it, and reads the
  // indentation of the line they join from its end (a whole page's body, without this line break).
  return escapeInject`<!DOCTYPE html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    ${dangerouslySkipEscape(headTags)}
  </head>
  <body>${dangerouslySkipEscape(body)}
  </body>
</html>`;
}
