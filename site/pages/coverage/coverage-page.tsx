import type { CoverageAnswer } from "../../../model/coverage";
import { formatMiles } from "../../../model/geo";
import { CoverageCheck } from "../../components/coverage-check";
import { Section } from "../../components/section";
import { coverage } from "../../generated/coverage";
import { plural } from "../../../model/text";

/**
 * The postcode check's own page: pre-rendered with the empty form and the
 * districts we cover; the server renders it again with an answer for
 * /coverage?postcode=..., which the form on any page sends a visitor to
 * when scripts are off.
 */
export function CoveragePage({
  value,
  answer,
  notice,
}: {
  value?: string;
  answer?: CoverageAnswer;
  /** From the server, about the request itself (too many at once). */
  notice?: string;
}) {
  const districts = Object.entries(coverage.covered);
  const placeCount = new Set(districts.flatMap(([, d]) => d.places.map((place) => place.path)))
    .size;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Do We Cover Your Postcode?</h1>
        <p>{`From our base in ${coverage.base} we cover ${placeCount} towns and villages in ${districts.length} postcode districts. Enter your postcode to see whether yours is one of them.`}</p>
      </section>
      <Section id="check" title="Check your postcode">
        {notice && (
          <p className="form-summary" role="alert">
            {notice}
          </p>
        )}
        <CoverageCheck value={value} answer={answer} onCoveragePage />
      </Section>
      <Section id="districts" title="Postcode districts we cover">
        <ul className="coverage-districts">
          {districts.map(([district, { places, pages, miles }]) => (
            <li key={district}>
              <strong>{district}</strong>
              {`: ${plural(places.length, "place")}, ${formatMiles(miles)} from ${coverage.base}`}
              {pages.map((page) => (
                <span key={page.path}>
                  {", "}
                  <a href={page.path}>{`${page.name} postcode page`}</a>
                </span>
              ))}
            </li>
          ))}
        </ul>
        <p className="form-note">
          Distances are to the centre of each postcode district, from the Office for National
          Statistics postcode data named under Data sources below.
        </p>
      </Section>
    </>
  );
}
