import { CallToAction } from "./call-to-action";
import { SummaryList } from "./lists";
import type { ContentIndexProps, FamilyEntry } from "../../model/page-props";
import { compareText } from "../../model/text";
import { families } from "../generated/catalogue-families";
import { Section } from "./section";
import { slugOf } from "./format";

/**
 * A family's entries from the catalogue, under their town's heading when
 * every entry names a town, else as one untitled group.
 */
function entryGroups(
  family: ContentIndexProps["family"],
): { heading?: string; entries: FamilyEntry[] }[] {
  const listed = families.find((each) => each.id === family);
  if (!listed)
    throw new Error(`site/generated/catalogue-families.ts lists no content family "${family}"`);
  const { entries } = listed;
  const towns = entries.map((entry) => entry.town);
  if (!towns.every((town) => town !== undefined)) return [{ entries }];
  return [...new Set(towns)]
    .sort(compareText)
    .map((heading) => ({ heading, entries: entries.filter((entry) => entry.town === heading) }));
}

/** The list page of a content family, e.g. /problems. */
export function ContentIndexPage(props: ContentIndexProps) {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">{props.title}</h1>
        <p className="lead">{props.intro}</p>
      </section>
      {entryGroups(props.family).map((group) =>
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
