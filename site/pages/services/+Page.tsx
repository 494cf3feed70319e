import { CallToAction } from "../../components/call-to-action";
import { LinkList, SummaryList } from "../../components/lists";
import { Section } from "../../components/section";
import { formatFrom } from "../../components/format";
import { business } from "../../generated/business";
import { catalogue } from "../../generated/catalogue";
import { sentence, terms } from "../../components/claims";

/** The generated sector and industry pages, listed from the catalogue. */
const SECTOR_TITLES: Record<string, string> = {
  services: "By kind of property",
  industries: "By kind of business",
  "local-services": "Local service pages",
};

export default function Page() {
  const { prices, starlink, ajax } = business;
  const sectors = catalogue.families.filter((family) => family.id in SECTOR_TITLES);
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Our Services</h1>
        <p className="lead">
          {`TV aerials, satellite dishes, Wi-Fi and mesh networks, Starlink and Ajax alarms and CCTV, fitted and repaired from our base in ${business.base.town}. Quotes are free and there is no call-out charge.${sentence(terms)}`}
        </p>
        <p>
          {`Below is a short explanation of each service, with links to the guides and fault pages that go into more detail. If you are not sure which service you need, describe the problem when you call and we will tell you.`}
        </p>
      </section>

      <Section id="tv-aerials" title="TV aerials: installation and repair">
        <p>
          {`We fit new aerials, replace storm-damaged ones, realign aerials that have drifted and renew the cable and connectors that cause most pixelating pictures. Before choosing an aerial we check which transmitter your home can see: across much of Oxfordshire that is Oxford at Beckley, while much of Wiltshire and Gloucestershire looks to Mendip, some homes use Hannington or Ridge Hill, and many villages rely on a local relay. We take meter readings rather than trusting the bars on the television, and can add extra TV points around the house.`}
        </p>
        <p>
          {`Aerial work: ${business.aerialLeadTime.toLowerCase()}. An aerial installation is priced as a fixed quote after a free survey.`}
        </p>
        <LinkList
          links={[
            { name: "Getting ready for an aerial visit", path: "/prepare-for-aerial-installation" },
            { name: "Choosing a TV aerial", path: "/guides/choosing-a-tv-aerial" },
            {
              name: "Understanding signal strength",
              path: "/guides/understanding-tv-signal-strength",
            },
            { name: "Loft or roof aerial?", path: "/comparisons/loft-aerial-vs-roof-aerial" },
            { name: "No TV signal", path: "/problems/no-tv-signal" },
            { name: "Pixelated picture", path: "/problems/pixelated-tv-picture" },
            { name: "Storm damage", path: "/problems/aerial-storm-damage" },
            { name: "4G and 5G interference", path: "/problems/4g-5g-interference" },
          ]}
        />
      </Section>

      <Section id="satellite" title="Satellite dishes for Sky and Freesat">
        <p>
          {`Sky and Freesat both come from satellites at 28.2°E, which from here sit fairly low in the sky, roughly to the south-east. A dish needs a clear line to that point, free of trees, chimneys and neighbouring buildings. We fit new dishes on walls, chimneys and poles, move dishes that have been blocked by a growing tree or an extension, replace weathered LNBs and run the extra cables that recording boxes need. Sky dish installation is ${formatFrom(prices.skyDishFrom)}.`}
        </p>
        <LinkList
          links={[
            { name: "Aerial or satellite?", path: "/comparisons/aerial-vs-satellite" },
            {
              name: "Dish alignment explained",
              path: "/guides/satellite-dish-alignment-explained",
            },
            { name: "Freeview or Freesat?", path: "/comparisons/freeview-vs-freesat" },
            { name: "Freesat or Sky?", path: "/comparisons/freesat-vs-sky" },
            { name: "Satellite dish problems", path: "/problems/satellite-dish-problems" },
            { name: "Sky says no satellite signal", path: "/problems/sky-no-satellite-signal" },
          ]}
        />
      </Section>

      <Section id="wifi" title="Wi-Fi and mesh networks">
        <p>
          {`Thick stone walls, long extended houses, garden offices and barns all stop Wi-Fi from reaching where it is needed. We survey the house room by room, then set up a mesh system or wired access points, running network cable between them where we can so that speed is not lost hop by hop. We finish by testing every room you use and showing you how to manage the network from your phone.`}
        </p>
        <LinkList
          links={[
            { name: "Planning a mesh network", path: "/guides/planning-a-mesh-wifi-network" },
            { name: "Mesh or extenders?", path: "/comparisons/mesh-wifi-vs-wifi-extenders" },
            { name: "Wi-Fi dead spots", path: "/problems/wifi-dead-spots" },
            { name: "Slow Wi-Fi", path: "/problems/slow-wifi" },
          ]}
        />
      </Section>

      <Section id="starlink" title="Starlink installation">
        <p>
          {`Where fibre has not arrived and the phone line is slow, Starlink satellite broadband can make a real difference: typically ${starlink.speedMbps.min}-${starlink.speedMbps.max} Mbps with latency of ${starlink.latencyMs.min}-${starlink.latencyMs.max} ms. The dish needs a clear view of the sky, so we start with the obstruction check in the Starlink app, then mount the dish on a wall, chimney or pole, bring the cable in neatly and set up Wi-Fi that reaches the whole property.`}
        </p>
        <p>
          {`Dish installation is ${formatFrom(prices.starlink.dishFrom)}, complex mounting ${formatFrom(prices.starlink.complexMountingFrom)} and extra Wi-Fi access points ${formatFrom(prices.starlink.wifiAccessPointFrom)}.`}
        </p>
        <LinkList
          links={[
            { name: "Starlink or fibre?", path: "/comparisons/starlink-vs-fibre" },
            { name: "Starlink installation guide", path: "/guides/starlink-installation-guide" },
            { name: "Starlink or 4G broadband?", path: "/comparisons/starlink-vs-4g-broadband" },
            { name: "Starlink obstructions", path: "/problems/starlink-obstructions" },
          ]}
        />
      </Section>

      <Section id="ajax" title="Ajax alarms and CCTV">
        <p>
          {`Ajax is a wireless alarm system run from a phone app. A Hub 2 connects up to ${ajax.hubDevices} devices, including MotionCam detectors that send photos when they are triggered, door and window contacts, smoke detectors, keypads and sirens, and Ajax cameras can be added. Because it is wireless there is very little drilling and no cable chased into walls. Packages start ${formatFrom(prices.ajax.starterKitFrom)} for a Starter Kit.`}
        </p>
        <LinkList
          links={[
            { name: "The Ajax range and packages", path: "/ajax-security-systems" },
            { name: "Ajax alarm set-up guide", path: "/guides/ajax-alarm-setup-guide" },
            { name: "Ajax or Ring?", path: "/comparisons/ajax-vs-ring-alarm" },
            { name: "Wireless or wired alarm?", path: "/comparisons/wireless-vs-wired-alarms" },
            { name: "False alarms", path: "/problems/alarm-false-alarms" },
            { name: "CCTV camera offline", path: "/problems/cctv-camera-offline" },
          ]}
        />
      </Section>

      <Section id="commercial" title="Commercial, new-build and student TV work">
        <p>
          {`Beyond single homes we design and fit TV systems that feed many screens or flats from one set of aerials and dishes: pubs, offices, care homes, hotels, blocks of flats, student houses and new developments. That work is planned around your tenants, residents or trading hours, with a risk assessment and method statement for sites that need one.`}
        </p>
        <LinkList
          links={[
            { name: "Commercial TV installation", path: "/services/commercial-tv-installation" },
            { name: "Student accommodation TV", path: "/services/student-accommodation-tv" },
            { name: "New-build installation", path: "/services/new-build-installation" },
            { name: "Health and safety", path: "/health-and-safety" },
          ]}
        />
      </Section>

      {sectors.map((family) => (
        <Section key={family.id} id={family.id} title={SECTOR_TITLES[family.id]!}>
          <SummaryList entries={family.entries} />
        </Section>
      ))}

      <p>
        {`Prefer to see prices first? Our `}
        <a href="/pricing">price guide</a>
        {` lists every starting price we publish, and the `}
        <a href="/areas">areas we cover</a>
        {` page lists every town and village.`}
      </p>
      <CallToAction />
    </>
  );
}
