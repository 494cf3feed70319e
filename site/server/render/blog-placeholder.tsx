import type { PageHead } from "../../../model/page-props";

/** "smart-tv-setup-guide" → "Smart tv setup guide": a readable name for a slug. */
export function titleFromSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Any /blog/{slug} without an article shows a placeholder post; it says plainly nothing is published. */
export function BlogPlaceholder({ slug }: { slug: string }) {
  return (
    <article aria-labelledby="page-title" className="hero">
      <h1 id="page-title">{titleFromSlug(slug)}</h1>
      <p>This article has not been published yet.</p>
      <p>
        {"Our published guides are on the "}
        <a href="/blog">blog</a>
        {". If you have a question this article would have answered, "}
        <a href="/contact">ask us on the contact page</a>
        {" and we will help, free of charge."}
      </p>
    </article>
  );
}

export function blogPlaceholderHead(slug: string): PageHead {
  const path = `/blog/${slug}`;
  return {
    title: `${titleFromSlug(slug)} | Article not yet published`,
    description: "This article has not been published yet. Read our published guides or ask us.",
    keywords: [],
    canonical: path,
    robots: "noindex,nofollow",
    image: { path: "/images/social/town.png", width: 1200, height: 630 },
    faqData: [],
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: titleFromSlug(slug), path },
    ],
    areaServed: [],
  };
}
