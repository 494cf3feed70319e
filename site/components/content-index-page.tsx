import { CallToAction } from "./call-to-action";
import { SummaryList } from "./lists";
import type { ContentIndexProps } from "../../model/page-props";
import { Section } from "./section";
import { slugOf } from "./format";

/** The list page of a content family, e.g. /problems. */
export function ContentIndexPage(props: ContentIndexProps) {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">{props.title}</h1>
        <p className="lead">{props.intro}</p>
      </section>
      {props.groups.map((group) =>
        group.heading ? (
          <Section key={group.heading} id={slugOf(group.heading)} title={group.heading}>
            <SummaryList entries={group.entries} />
          </Section>
        ) : (
          <div key="all" className="section">
            <SummaryList entries={group.entries} />
          </div>
        ),
      )}
      <CallToAction />
    </>
  );
}
