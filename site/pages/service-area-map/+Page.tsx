import { CallToAction } from "../../components/CallToAction";
import { Section } from "../../components/Section";
import { business } from "../../generated/business";
import { catalogue } from "../../generated/catalogue";
import { projectionFor } from "../../renderer/map";

const COUNTY_CLASSES: Record<string, string> = {
  Oxfordshire: "map-oxon",
  Gloucestershire: "map-glos",
  Wiltshire: "map-wilts",
  Berkshire: "map-berks",
};

/** Every place from its coordinates, drawn at build time: no map tiles, no JavaScript. */
export default function Page() {
  const { places } = catalogue;
  const map = projectionFor(
    places.map((place) => place.coordinates),
    960,
  );
  const base = map.point(business.base.coordinates);
  const counties = Object.keys(COUNTY_CLASSES).map((county) => ({
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
            {places.map((place) => {
              const { x, y } = map.point(place.coordinates);
              return (
                <a key={place.path} href={place.path} tabIndex={-1}>
                  <circle
                    cx={x}
                    cy={y}
                    r={place.type === "town" || place.type === "city" ? 5 : 3}
                    className={COUNTY_CLASSES[place.county]}
                  >
                    <title>{`${place.name}, ${place.county}`}</title>
                  </circle>
                </a>
              );
            })}
            <path
              d={`M${base.x},${base.y - 11} l3.2,7.6 8.2,0.7 -6.2,5.4 1.9,8 -7.1,-4.3 -7.1,4.3 1.9,-8 -6.2,-5.4 8.2,-0.7z`}
              className="map-base"
            >
              <title>{`${business.base.town}: our base`}</title>
            </path>
          </svg>
          <figcaption>
            <p>{`Map of the ${places.length} places we cover across Oxfordshire, Gloucestershire, Wiltshire and Berkshire, coloured by county:`}</p>
            <ul className="map-key">
              {counties.map(({ county, count }) => (
                <li key={county}>
                  <span className={`map-swatch ${COUNTY_CLASSES[county]}`} aria-hidden="true" />
                  <a href={`/areas/${county.toLowerCase()}`}>{`${county} (${count} places)`}</a>
                </li>
              ))}
            </ul>
            <p>Larger dots are towns; the smaller ones are villages and hamlets.</p>
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
