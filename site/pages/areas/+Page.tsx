import { CoverageCheck } from "../../components/coverage-check";
import { Section } from "../../components/section";
import { countyPath, countySlug } from "../../../model/counties";
import { placeLabel, placesByCounty } from "../../renderer/places";

export default function Page() {
  const groups = placesByCounty();
  const all = groups.flatMap((group) => group.places);
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Areas We Cover</h1>
        <p>{`From our base in Carterton we cover ${all.length} towns and villages. Choose yours for local information on TV reception, broadband and what a visit involves.`}</p>
      </section>
      <Section id="check-your-postcode" title="Check your postcode">
        <CoverageCheck />
      </Section>
      {groups.map((group) => (
        <Section key={group.county} id={countySlug(group.county)} title={group.county}>
          <p>
            <a href={countyPath(group.county)}>
              {`${group.county}: every place with its Starlink and Ajax pages`}
            </a>
          </p>
          <ul className="link-list link-list-columns">
            {group.places.map((place) => (
              <li key={place.path}>
                <a href={place.path}>{placeLabel(place, all)}</a>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
