import { catalogue } from "../generated/catalogue";
import { AJAX_PREFIX, STARLINK_PREFIX } from "../../generator/routes";
import { CallToAction } from "./CallToAction";
import { LinkList } from "./Lists";
import { Section } from "./Section";

const TYPE_ORDER = ["city", "town", "village", "hamlet"];
const TYPE_TITLES: Record<string, string> = {
  city: "City",
  town: "Towns",
  village: "Villages",
  hamlet: "Hamlets",
};

/**
 * A county's places, each with its TV, Starlink and Ajax pages, so every
 * place page is two clicks from the home page. Lists read the catalogue the
 * generator writes from data/locations.yaml.
 */
export function CountyPage({ county, intro }: { county: string; intro: string }) {
  const places = catalogue.places.filter((place) => place.county === county);
  const districts = catalogue.postcodes.districts.filter((district) =>
    places.some((place) => district.name.includes(`(${place.name})`)),
  );
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">{`TV Aerials, Wi-Fi, Starlink and Alarms in ${county}`}</h1>
        <p className="lead">{intro}</p>
        <CallToAction />
      </section>
      {TYPE_ORDER.map((type) => {
        const ofType = places.filter((place) => place.type === type);
        if (ofType.length === 0) return null;
        return (
          <Section key={type} id={type} title={`${TYPE_TITLES[type]} (${ofType.length})`}>
            <ul className="place-table">
              {ofType.map((place) => {
                const slug = place.path.slice(1);
                return (
                  <li key={place.path}>
                    <a href={place.path}>{place.name}</a>
                    <span className="place-links">
                      <a
                        href={`/${STARLINK_PREFIX}${slug}`}
                        aria-label={`Starlink in ${place.name}`}
                      >
                        Starlink
                      </a>
                      <a
                        href={`/${AJAX_PREFIX}${slug}`}
                        aria-label={`Ajax security in ${place.name}`}
                      >
                        Ajax
                      </a>
                    </span>
                  </li>
                );
              })}
            </ul>
          </Section>
        );
      })}
      {districts.length > 0 && (
        <Section id="postcodes" title="Postcode areas">
          <LinkList links={districts} />
        </Section>
      )}
    </>
  );
}
