import { CallToAction } from "../../components/call-to-action";
import { Section } from "../../components/section";
import { business } from "../../generated/business";
import { places } from "../../generated/catalogue-places";
import { parseBoundaries } from "../../drawing/boundaries";
import { serviceMap } from "../../drawing/service-map";
import { COUNTIES, countyPath, type County } from "../../../model/counties";
import { proseList } from "../../../model/seo";
import districts from "../../../data/boundaries/districts.topo.json";

/** Each county's colour class; every county has one. */
const COUNTY_CLASSES: Readonly<Record<string, string>> = {
  Oxfordshire: "map-oxon",
  Gloucestershire: "map-glos",
  Wiltshire: "map-wilts",
  Berkshire: "map-berks",
} satisfies Record<County, string>;

const boundaries = parseBoundaries(districts, "data/boundaries/districts.topo.json");

/** URLs in the licence lines become links. */
function withLinks(line: string) {
  return line.split(/(https?:\/\/[^\s)]+)/).map((part, i) =>
    i % 2 === 1 ? (
      <a key={part} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/**
 * Every place from its coordinates over the county outlines, drawn at build
 * time: no map tiles, no JavaScript.
 */
export default function Page() {
  const map = serviceMap(places, business.base, boundaries);
  const { base } = map;
  const counties = COUNTIES.map((county) => ({
    county,
    count: places.filter((place) => place.county === county).length,
  }));
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Our Service Area Map</h1>
        <p className="lead">
          {`The ${places.length} towns and villages we cover, drawn from their map coordinates. Each dot links to that place's page; ${business.base.town}, our base, is the star.`}
        </p>
      </section>
      <Section id="map" title="Map of the places we cover">
        <figure className="service-map">
          {/*
            The dots are shortcuts for pointer users. Hidden from assistive
            technology and out of the tab order: 438 stops inside a picture
            would bury the page, and the county links below reach every place.
          */}
          <svg
            viewBox={`0 0 ${map.width} ${map.height}`}
            aria-hidden="true"
            focusable="false"
            className="service-map-svg"
          >
            {map.counties.map(({ county, d }) => (
              <path key={county} d={d} className={`map-area ${COUNTY_CLASSES[county] ?? ""}`} />
            ))}
            {map.labels.map(({ screens, countySize, counties }) => (
              <g
                key={screens}
                className={`map-labels-${screens} map-county-label`}
                fontSize={countySize}
              >
                {counties.map((label) => (
                  <text
                    key={label.text}
                    x={label.x}
                    y={label.y}
                    textAnchor={label.anchor}
                    className={COUNTY_CLASSES[label.text]}
                  >
                    {label.text}
                  </text>
                ))}
              </g>
            ))}
            {map.dots.map((place) => (
              <a key={place.path} href={place.path} tabIndex={-1}>
                <circle
                  cx={place.x}
                  cy={place.y}
                  r={place.r}
                  className={COUNTY_CLASSES[place.county]}
                >
                  <title>{`${place.name}, ${place.county}`}</title>
                </circle>
              </a>
            ))}
            <path
              d={`M${base.x},${base.y - 11} l3.2,7.6 8.2,0.7 -6.2,5.4 1.9,8 -7.1,-4.3 -7.1,4.3 1.9,-8 -6.2,-5.4 8.2,-0.7z`}
              className="map-base"
            >
              <title>{`${business.base.town}: our base`}</title>
            </path>
            {map.labels.map(({ screens, townSize, towns }) => (
              <g
                key={screens}
                className={`map-labels-${screens} map-town-label`}
                fontSize={townSize}
              >
                {towns.map((label) => (
                  <text key={label.text} x={label.x} y={label.y} textAnchor={label.anchor}>
                    {label.text}
                  </text>
                ))}
              </g>
            ))}
          </svg>
          <figcaption>
            <p>{`Map of the ${places.length} places we cover across ${proseList([...COUNTIES])}, coloured by county:`}</p>
            <ul className="map-key">
              {counties.map(({ county, count }) => (
                <li key={county}>
                  <span className={`map-swatch ${COUNTY_CLASSES[county]}`} aria-hidden="true" />
                  <a href={countyPath(county)}>{`${county} (${count} places)`}</a>
                </li>
              ))}
            </ul>
            <p>
              Shaded areas are the four counties, outlined at their boundaries and named on the map,
              as are the larger towns. Larger dots are towns; the smaller ones are villages and
              hamlets.
            </p>
            {boundaries.attribution.map((line) => (
              <p key={line} className="map-licence">
                {withLinks(line)}
              </p>
            ))}
          </figcaption>
        </figure>
      </Section>
      <Section id="list" title="Every place, by county">
        <p>
          The same places as a list are on <a href="/areas">the areas page</a>, grouped by county.
        </p>
      </Section>
      <CallToAction />
    </>
  );
}
