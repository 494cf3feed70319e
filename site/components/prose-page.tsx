import { createElement } from "react";
import type { FaqTopic, ProsePageProps } from "../../model/page-props";
import { CallToAction } from "./call-to-action";
import { Section } from "./section";

/**
 * One block of the generator's HTML as its own element, so blocks can sit
 * between components without a wrapper: "<p>…</p>" becomes a p with that inside.
 */
function Block({ html }: { html: string }) {
  const match = /^<([a-z][a-z0-9]*)(?: class="([^"]*)")?>([\s\S]*)<\/\1>$/.exec(html);
  if (!match) throw new Error(`not one block of HTML: ${html.slice(0, 60)}`);
  const [, tag, className, inner] = match;
  return createElement(tag!, { className, dangerouslySetInnerHTML: { __html: inner! } });
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
        <section
          key={section.id}
          aria-labelledby={section.id}
          className={section.className ? `section ${section.className}` : "section"}
          dangerouslySetInnerHTML={{ __html: section.blocks.join("") }}
        />
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
