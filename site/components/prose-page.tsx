import { createElement } from "react";
import type { ComponentBlock, FaqTopic, ProsePageProps } from "../../model/page-props";
import { AjaxPriceCard } from "./ajax-price-card";
import { CallToAction } from "./call-to-action";
import { ReviewCard } from "./review-card";
import { Section } from "./section";

/**
 * One block of the generator's HTML as its own element, so blocks can sit
 * between components without a wrapper: "<p>…</p>" becomes a p with that
 * inside, '<h2 id="x">…</h2>' an h2 with its id.
 */
function Block({ html }: { html: string }) {
  const match = /^<([a-z][a-z0-9]*)(?: id="([^"&]*)")?(?: class="([^"&]*)")?>([\s\S]*)<\/\1>$/.exec(
    html,
  );
  if (!match) throw new Error(`not one block of HTML: ${html.slice(0, 60)}`);
  const [, tag, id, className, inner] = match;
  return createElement(tag!, { id, className, dangerouslySetInnerHTML: { __html: inner! } });
}

/** A component a section's Markdown names ("{=ajax-price-card Title}"), drawn where it stood. */
function Component({ block }: { block: ComponentBlock }) {
  switch (block.component) {
    case "ajax-price-card":
      return <AjaxPriceCard title={block.title ?? "Price guide"} />;
    case "review-card":
      return <ReviewCard />;
  }
}

/** A section of Markdown: its HTML as it is, or block by block around the components it names. */
function ProseSection({ section }: { section: ProsePageProps["sections"][number] }) {
  const className = section.className ? `section ${section.className}` : "section";
  const html = section.blocks.filter((block) => typeof block === "string");
  if (html.length === section.blocks.length)
    return (
      <section
        aria-labelledby={section.id}
        className={className}
        dangerouslySetInnerHTML={{ __html: html.join("") }}
      />
    );
  return (
    <section aria-labelledby={section.id} className={className}>
      {section.blocks.map((block, i) =>
        typeof block === "string" ? (
          <Block key={i} html={block} />
        ) : (
          <Component key={i} block={block} />
        ),
      )}
    </section>
  );
}

function Topic({ topic }: { topic: FaqTopic }) {
  return (
    <Section id={topic.id} title={topic.title} className="faq">
      <dl>
        {topic.questions.map((item) => (
          <div key={item.question}>
            <dt>
              <strong>{item.question}</strong>
            </dt>
            <dd>
              <p>
                {item.answer}
                {item.link && (
                  <>
                    {" "}
                    <a href={item.link.path}>{`More: ${item.link.name}`}</a>
                  </>
                )}
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The answers layout: each question an article, its links after the answer. */
function Answers({ topic }: { topic: FaqTopic }) {
  return (
    <Section id={topic.id} title={topic.title}>
      {topic.questions.map((item) => (
        <article key={item.question}>
          <h3>{item.question}</h3>
          <p>
            {item.answer}{" "}
            {item.links.map((link, i) => (
              <span key={link.path}>
                {i > 0 && " · "}
                <a href={link.path}>{link.name}</a>
              </span>
            ))}
          </p>
        </article>
      ))}
    </Section>
  );
}

/**
 * A fixed prose page from data/pages. The generator made each part's HTML
 * from Markdown that allows no raw HTML, in the markup of the site's sections.
 */
export function ProsePage(props: ProsePageProps) {
  return (
    <>
      <section
        aria-labelledby="page-title"
        className="hero"
        dangerouslySetInnerHTML={{ __html: props.hero.join("") }}
      />
      {props.topics.map((topic) =>
        props.topicsLayout === "answers" ? (
          <Answers key={topic.id} topic={topic} />
        ) : (
          <Topic key={topic.id} topic={topic} />
        ),
      )}
      {props.sections.map((section) => (
        <ProseSection key={section.id} section={section} />
      ))}
      {props.outro.map((html, i) => (
        <Block key={i} html={html} />
      ))}
      {props.closing && (
        <Section id="closing" title={props.closing.title} className="closing">
          {props.closing.blocks.map((html, i) => (
            <Block key={i} html={html} />
          ))}
          <CallToAction />
        </Section>
      )}
      {props.callToAction && <CallToAction quoteLabel={props.quoteLabel} />}
    </>
  );
}
