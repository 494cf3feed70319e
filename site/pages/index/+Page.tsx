import { CallToAction } from "../../components/call-to-action";
import { CoverageCheck } from "../../components/coverage-check";
import { BulletList, Cards, LinkList } from "../../components/lists";
import { Section } from "../../components/section";
import { business } from "../../generated/business";
import { placesByCounty } from "../../renderer/places";
import { countyPath } from "../../../model/counties";
import { selling, sellingPoints } from "../../components/claims";
import { HOME_HERO } from "./hero";

/**
 * A transparent pixel for the <img> below 768 px, where the <source> does not
 * apply: the picture is hidden there, and a real file would still be fetched.
 */
const BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

function HeroArt() {
  return (
    <picture className="hero-art">
      <source media={HOME_HERO.media} srcSet={HOME_HERO.src} />
      <img src={BLANK} alt={HOME_HERO.alt} width={HOME_HERO.width} height={HOME_HERO.height} />
    </picture>
  );
}

export default function Page() {
  // The five services from data/business.yaml, then the kinds of building we fit them in.
  const services = [
    ...business.services.map((service) => ({ title: service.title, body: service.summary })),
    {
      title: "Commercial, new-build and student lets",
      body: "Communal TV systems, several TV points from one aerial, and planned work around tenants and trading hours.",
    },
  ];
  return (
    <>
      <section aria-labelledby="page-title" className="hero hero-home">
        <div>
          <h1 id="page-title">
            TV Aerial, Satellite, Wi-Fi, Starlink and Ajax Security Installers in Carterton
          </h1>
          <p>
            {`${business.name} is based in ${business.base.town}, ${business.base.county}, and works across Oxfordshire, Gloucestershire, Wiltshire and nearby Berkshire. Call for ${selling.aQuote}, or tell us what you need and we will ring you back.`}
          </p>
          <CallToAction />
        </div>
        <HeroArt />
      </section>
      <Section id="why-us" title="Why people call us">
        <BulletList items={sellingPoints} />
      </Section>
      <Section id="services" title="What we do">
        <Cards items={services} />
      </Section>
      <Section id="do-we-cover-you" title="Do we cover you?">
        <CoverageCheck />
      </Section>
      <Section id="areas" title="Where we work">
        <ul className="link-list">
          {placesByCounty().map((group) => (
            <li key={group.county}>
              <a
                href={countyPath(group.county)}
              >{`${group.county}: ${group.places.length} towns and villages`}</a>
            </li>
          ))}
        </ul>
        <p>
          <a href="/areas">See every town and village we cover</a>
          {" or "}
          <a href="/service-area-map">see them on a map</a>
        </p>
      </Section>
      <Section id="help" title="Help and advice">
        <LinkList
          links={[
            { name: "Problems we fix", path: "/problems" },
            { name: "Guides", path: "/guides" },
            { name: "TV and box setup", path: "/equipment" },
            { name: "Comparisons", path: "/comparisons" },
            { name: "Blog", path: "/blog" },
            { name: "Prices", path: "/pricing" },
          ]}
        />
      </Section>
      <CallToAction />
    </>
  );
}
