import { CallToAction } from "./call-to-action";
import { selling } from "./claims";
import { formatDate } from "./format";
import { LinkList, SummaryList } from "./lists";
import type { BlogPostProps } from "../../model/page-props";
import { Prose } from "./prose";
import { Section } from "./section";

export function BlogPost(props: BlogPostProps) {
  return (
    <>
      <article aria-labelledby="page-title" className="article">
        <header className="hero">
          <p className="eyebrow">
            <a href={props.category.path}>{props.category.name}</a>
            {" · "}
            <time dateTime={props.date}>{formatDate(props.date)}</time>
            {props.updated && (
              <>
                {" · updated "}
                <time className="updated" dateTime={props.updated}>
                  {formatDate(props.updated)}
                </time>
              </>
            )}
          </p>
          <h1 id="page-title">{props.title}</h1>
          <p className="lead">{props.summary}</p>
        </header>
        <Prose blocks={props.body} />
      </article>
      {props.places.length > 0 && (
        <Section id="places" title="Places this article covers">
          <LinkList links={props.places} />
        </Section>
      )}
      {props.more.length > 0 && (
        <Section id="more" title={`More ${props.category.name.toLowerCase()}`}>
          <SummaryList entries={props.more} />
        </Section>
      )}
      <Section id="closing" title="Need a hand?" className="closing">
        <p>{`Call us or send the details for ${selling.aQuote}${selling.noCallOut ? `; there is ${selling.noCallOut}` : ""}.`}</p>
        <CallToAction />
      </Section>
    </>
  );
}
