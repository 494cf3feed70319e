import { CallToAction } from "../../components/call-to-action";
import { LinkList } from "../../components/lists";
import { Section } from "../../components/section";
import { formatOpeningHours } from "../../components/format";
import { business } from "../../generated/business";
import { guarantee, sentence, terms } from "../../components/claims";

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">TV and Wi-Fi for Student Accommodation</h1>
        <p className="lead">
          {`For landlords, letting agents and managers of student houses and halls: TV points in every room from one aerial, and Wi-Fi that reaches every bedroom, installed between tenancies with as little disruption as possible.`}
        </p>
        <p>
          {`Students judge a house on its Wi-Fi long before the TV, so we look at both together. Everything is priced as a fixed quote after a free survey.`}
        </p>
      </section>

      <Section id="tv" title="TV points in every room">
        <p>
          {`In a shared house, one good aerial on the roof and a distribution amplifier in the loft or a cupboard can feed a wall outlet in every bedroom and the living room, each with the same strong Freeview signal. That is tidier and more reliable than tenants' indoor aerials and trailing leads, and it avoids the damage caused when tenants try to fit their own. Where a building needs satellite too, a multiswitch system lets each room have its own feed from a single dish.`}
        </p>
        <p>
          {`A note for tenants and landlords: TV Licensing generally treats a student with their own tenancy agreement for a room as a separate household, so each may need their own licence to watch live TV. It is worth checking TV Licensing's own guidance for your arrangement.`}
        </p>
      </Section>

      <Section id="wifi" title="Wi-Fi that reaches every bedroom">
        <p>
          {`Five or six people streaming, gaming and joining online lectures at once will expose any weak spot. A single router at the front of the house rarely covers a top-floor bedroom or a converted loft, especially through older walls. We fit wired access points or a mesh system with cabled links between points, so each floor has a strong signal and one network name. Wherever possible access points go in hallways and landings rather than in bedrooms, so there is no need to go into a tenant's room to reset one.`}
        </p>
        <LinkList
          links={[
            { name: "Planning a mesh network", path: "/guides/planning-a-mesh-wifi-network" },
            { name: "Wi-Fi dead spots", path: "/problems/wifi-dead-spots" },
            { name: "Slow Wi-Fi", path: "/problems/slow-wifi" },
          ]}
        />
      </Section>

      <Section id="timing" title="Working around tenancies">
        <p>
          {`The best time for cabling work is between tenancies, usually over the summer, when rooms are empty and we can lift carpets or work in ceilings without disturbing anyone. When work has to happen during a tenancy, we agree dates with you so that you can give tenants the proper notice, keep to the rooms and times agreed, and tidy up as we go. We are open ${formatOpeningHours(business.openingHours)}, which helps when a house is only free at a weekend.`}
        </p>
        <p>
          {`If you manage several properties, we can survey them together and standardise the equipment, so that faults are quicker to fix and tenants get the same experience in every house.`}
        </p>
      </Section>

      <Section id="landlords" title="What landlords get">
        <ul className="check-list">
          <li>{`A fixed quote after a free survey, with no call-out charge.${sentence(terms)}`}</li>
          <li>{`Outlets and cables labelled room by room, so a tenant's fault can be traced quickly.`}</li>
          <li>{`Secure, tidy installations that stand up to the wear and tear of shared living.`}</li>
          {guarantee && (
            <li>{`${guarantee.charAt(0).toUpperCase()}${guarantee.slice(1)} on installations.`}</li>
          )}
          <li>{`Optional Ajax wireless alarms, with separate access for each tenant in the Ajax app.`}</li>
        </ul>
        <p>
          {`Student houses are often also houses in multiple occupation; our `}
          <a href="/services/houses-in-multiple-occupation">HMO page</a>
          {` and `}
          <a href="/services/rental-properties">rental properties page</a>
          {` cover the wider landlord picture, and our `}
          <a href="/commercial-tv-installation">commercial TV page</a>
          {` covers larger blocks and halls. We cover `}
          <a href="/oxford">Oxford</a>
          {` and towns across the region; see `}
          <a href="/areas">areas we cover</a>
          {`.`}
        </p>
      </Section>

      <CallToAction />
    </>
  );
}
