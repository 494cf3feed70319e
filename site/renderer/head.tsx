import { BLOG_FEED_PATH, blogFeedTitle } from "../../model/blog-feed";
import type { PageHead } from "../../model/page-props";
import type { Business } from "../../model/business";
import { scriptSafeJson } from "../../model/escape";
import { socialImageAlt } from "../../model/social-images";
import { absoluteUrl } from "./site-url";
import { structuredData } from "./structured-data";

const THEME_COLOUR = "#1e40af";

/** Every tag of <head> that varies by page, from the page's SEO object (the charset is in the document template, first). */
export function Head({ head, business }: { head: PageHead; business: Business }) {
  const canonical = absoluteUrl(head.canonical);
  const image = absoluteUrl(head.image.path);
  return (
    <>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.keywords.length > 0 && <meta name="keywords" content={head.keywords.join(", ")} />}
      <meta name="robots" content={head.robots} />
      <link rel="canonical" href={canonical} />
      <meta name="theme-color" content={THEME_COLOUR} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={blogFeedTitle(business.name)}
        href={BLOG_FEED_PATH}
      />
      {head.preloadImage && (
        <link
          rel="preload"
          as="image"
          href={head.preloadImage.href}
          media={head.preloadImage.media}
          fetchPriority="high"
        />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(head.image.width)} />
      <meta property="og:image:height" content={String(head.image.height)} />
      <meta property="og:image:alt" content={socialImageAlt(head.image.path, business)} />
      <meta name="twitter:card" content="summary_large_image" />
      {head.coordinates && (
        <meta name="geo.position" content={`${head.coordinates.lat};${head.coordinates.lng}`} />
      )}
      {head.coordinates && <meta name="geo.region" content="GB" />}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(structuredData(business, head)) }}
      />
    </>
  );
}
