import { CallToAction } from "../../../../components/call-to-action";
import { PostList } from "../../../../components/post-list";
import { Section } from "../../../../components/section";
import { CATEGORY_INTROS, categoryOf, postsIn } from "../../../../renderer/blog";
import { usePageContext } from "../../../../renderer/page-context";
import { plural } from "../../../../../model/text";

export default function Page() {
  const { urlPathname, routeParams } = usePageContext();
  const category = categoryOf(urlPathname)!;
  const posts = postsIn(category.path);
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">{category.name}</h1>
        <p className="lead">{CATEGORY_INTROS[routeParams.category ?? ""]}</p>
      </section>
      <Section id="articles" title={plural(posts.length, "article")}>
        <PostList posts={posts} />
        <p>
          <a href="/blog">All articles</a>
        </p>
      </Section>
      <CallToAction />
    </>
  );
}
