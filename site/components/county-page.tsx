import { places as listedPlaces } from "../generated/catalogue-places";
import { postcodes } from "../generated/catalogue-postcodes";
import { CallToAction } from "./call-to-action";
import { LinkList } from "./lists";
import { PlaceTable } from "./place-table";
import { Section } from "./section";

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
  const places = listedPlaces.filter((place) => place.county === county);
  const districts = postcodes.districts.filter((district) =>
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
            <PlaceTable places={ofType} />
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
