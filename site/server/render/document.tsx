/**
 * Pages the server renders at request time (a form shown again with its
 * errors, the blog's placeholder post) go through the same Head and Layout as
 * the pre-rendered ones. Their stylesheet and scripts are the ones Vike wrote
 * into a built page of the same kind, so hashed asset names stay right.
 * Nothing here touches a file: the Pages Functions render with it too.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Layout } from "../../components/layout";
import type { PageHead } from "../../../model/page-props";
import { business } from "../../generated/business";
import { Head } from "../../renderer/head";

const ASSET_TAG =
  /<link\b[^>]*\brel="(?:stylesheet|modulepreload)"[^>]*>|<script\b[^>]*\btype="module"[^>]*><\/script>/g;

/** The stylesheet and module-script tags of a page's HTML. */
export const assetTagsIn = (html: string): string => (html.match(ASSET_TAG) ?? []).join("");

export function renderDocument({
  head,
  body,
  assetTags,
}: {
  head: PageHead;
  body: ReactNode;
  assetTags: string;
}): string {
  const headTags = renderToStaticMarkup(<Head head={head} business={business} />);
  const main = renderToStaticMarkup(<Layout breadcrumbs={head.breadcrumbs}>{body}</Layout>);
  return `<!DOCTYPE html>
<html lang="en-GB">
  <head>${assetTags}${headTags}</head>
  <body>${main}</body>
</html>`;
}
