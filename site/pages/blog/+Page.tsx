import { BLOG_FEED_PATH } from "../../../model/blog-feed";
import { CallToAction } from "../../components/call-to-action";
import { LinkList } from "../../components/lists";
import { PostList } from "../../components/post-list";
import { Section } from "../../components/section";
import { blog } from "../../generated/catalogue-blog";
import { blogCategories } from "../../generated/catalogue-blog-categories";

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Blog: TV, Wi-Fi, Starlink and Security Advice</h1>
        <p className="lead">
          Practical articles from our work across Oxfordshire, Gloucestershire, Wiltshire and
          Berkshire: reception, broadband, prices and what to do when something goes wrong.
        </p>
      </section>
      <Section id="categories" title="Categories">
        <LinkList links={blogCategories} />
      </Section>
      <Section id="articles" title="All articles">
        <p>
          {"To hear of new articles in a feed reader, follow "}
          <a href={BLOG_FEED_PATH} type="application/atom+xml">
            the blog's Atom feed
          </a>
          .
        </p>
        <PostList posts={blog} />
      </Section>
      <CallToAction />
    </>
  );
}
