import { CallToAction } from "../../components/call-to-action";
import { LinkList } from "../../components/lists";
import { Section } from "../../components/section";
import { business } from "../../generated/business";
import { guarantee } from "../../components/claims";

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">What Professional Aerial Installers Do Differently</h1>
        <p className="lead">
          {`An aerial is a few metal rods on a pole, and plenty of people fit their own. The difference between a system that works for years and one that pixelates every windy evening lies in the details: the survey, the measurements, the cable and the fixings.`}
        </p>
        <p>
          {`This page sets out what a careful installer does, so you can judge any quote, including ours, and decide whether a job is one to do yourself.`}
        </p>
      </section>

      <Section id="survey" title="1. A survey before anything is bought">
        <p>
          {`The right aerial depends on which transmitter your home can see and how strong its signal is. Most of Oxfordshire is served by Oxford at Beckley, much of Wiltshire and Gloucestershire by Mendip, and some homes by Hannington, Ridge Hill or a local relay. Main transmitters are horizontally polarised and most relays vertically, so the aerial must be mounted the right way round as well as pointed the right way. A professional checks which will give the most reliable result at your address, including where two transmitters are possible and one gives the regional news you want.`}
        </p>
        <p>
          {`Check the likely options for your area on our `}
          <a href="/transmitter-dashboard">transmitter dashboard</a>
          {`.`}
        </p>
      </Section>

      <Section id="meter" title="2. Meter readings, not bars on the TV">
        <p>
          {`A television's signal bar is a rough guide at best. A professional signal meter measures the level of each multiplex and, more importantly, its quality: the modulation error ratio (MER) and bit error rate, which show whether the picture will stay solid when conditions change. We align the aerial on those readings, check each TV point, and can leave you a note of what we measured.`}
        </p>
        <p>
          {`Readings also reveal problems a TV cannot, such as interference from a nearby 4G or 5G mast, which a suitable filter usually cures, or an amplifier overloading the signal in a strong area. See `}
          <a href="/guides/understanding-tv-signal-strength">understanding TV signal strength</a>
          {`.`}
        </p>
      </Section>

      <Section id="materials" title="3. The right cable, connectors and fixings">
        <p>
          {`Many reception faults start with cheap materials. We use double-screened coaxial cable with a solid copper centre, which keeps out interference and survives years of weather, rather than thin or copper-coated steel cable. Connectors are fitted properly and sealed against water, and cables enter the house with a drip loop so that rain runs off.`}
        </p>
        <p>
          {`Poles are fixed with chimney lashing kits or brackets bolted into sound masonry, sized for the aerial and the wind it will catch. Before fixing anything to a chimney we look at its condition; a weak stack is no place for an aerial, and we will suggest an alternative.`}
        </p>
      </Section>

      <Section id="safety" title="4. Earthing, bonding and safe working">
        <p>
          {`On communal systems, masts and some installations with amplifiers, the safety standard for TV distribution systems (BS EN 60728-11) sets out when earthing and equipotential bonding are needed, to protect people and equipment from fault currents. A professional knows when it applies and does it properly.`}
        </p>
        <p>
          {`The biggest difference is safety at height: ladder work, roof ladders, weather limits and knowing when a tower or platform is needed. Falls from height remain one of the most common causes of serious injury at work, and a roof is no place to learn. Our approach is on our `}
          <a href="/health-and-safety">health and safety page</a>
          {`.`}
        </p>
      </Section>

      <Section id="diy" title="When DIY is fine">
        <p>
          {`Not everything needs us. Retuning a TV after channel changes, replacing a damaged fly lead between the wall and the TV, or fitting a loft aerial in a strong-signal area are all reasonable DIY jobs. Anything on the roof, new cable runs through walls, or a fault that a retune does not fix is where a professional earns their money.`}
        </p>
        <LinkList
          links={[
            { name: "Freeview retuning guide", path: "/guides/freeview-retuning-guide" },
            { name: "Loft or roof aerial?", path: "/comparisons/loft-aerial-vs-roof-aerial" },
            { name: "Damaged aerial cable", path: "/problems/damaged-aerial-cable" },
            { name: "Preparing for a visit", path: "/prepare-for-aerial-installation" },
          ]}
        />
        <p>
          {`With over ${business.yearsExperience} years of experience${guarantee ? `, ${guarantee}` : ""}, free quotes and no call-out charge, calling us for an opinion costs you nothing.`}
        </p>
      </Section>

      <CallToAction />
    </>
  );
}
