import { GenericTownPage } from "../components/generic-town-page";
import { BulletList, Cards, LinkList } from "../components/lists";
import { PhoneLink } from "../components/phone-link";
import type { TownPageProps } from "../../model/page-props";
import { Section } from "../components/section";
import { business } from "../generated/business";

const neighbouringTowns = [
  { name: "Abingdon", path: "/abingdon" },
  { name: "Wallingford", path: "/wallingford" },
  { name: "Cholsey", path: "/cholsey" },
  { name: "Blewbury", path: "/blewbury" },
  { name: "Harwell", path: "/harwell" },
  { name: "Wantage", path: "/wantage" },
];

/** Didcot: old and new town, new-build TV and Wi-Fi, campus commuters, and driveways and bikes. */
export function DidcotPage(props: TownPageProps) {
  const { name, transmitter, details } = props;
  const line = business.phone.regional.find((l) => l.label === "South Oxfordshire");
  const plannedInstalls = details?.serviceWindows.some((w) => w.includes("new build")) ?? false;
  const parts = [
    {
      title: "The railway town",
      body: `The Victorian and Edwardian terraces near the station and along the Broadway were built as ${name} grew around the railway. Aerials here are usually on chimneys that have seen a century of weather, so we check the stack and bracket as well as the aerial.`,
    },
    {
      title: "Ladygrove and the later estates",
      body: `Across the railway, Ladygrove and the estates built in the late twentieth century have simpler roofs and loft spaces, but often an original aerial and cabling that are well past their best.`,
    },
    {
      title: "Great Western Park and the newest streets",
      body: `On the western edge, Great Western Park and the other recent developments have added thousands of homes. Almost every job there is a new-build job, with the quirks described below.`,
    },
  ];
  return (
    <GenericTownPage {...props}>
      <Section id="didcot-old-and-new" title={`Old ${name}, new ${name}`}>
        <p>{`Few towns in the county have grown as fast as ${name}. The cooling towers have gone, and the skyline is now new roofs. That gives us three quite different kinds of house to work on.`}</p>
        <Cards items={parts} />
      </Section>

      <Section id="didcot-new-builds" title="New-build homes: aerials, TV points and Wi-Fi">
        <p>{`If you've moved into a new home in ${name}, these are the things we find most often:`}</p>
        <BulletList
          className="check-list"
          items={[
            "TV sockets in several rooms, all wired back to a point in the loft, with no aerial connected to them.",
            "A loft aerial fitted by a previous owner that struggles because foil-backed insulation blocks the signal.",
            "A router placed where the fibre enters the house, often a hallway cupboard, leaving upstairs rooms and the garden with a weak signal.",
            "Network sockets in some rooms that aren't connected to anything at the other end.",
          ]}
        />
        <p>
          {transmitter.basis === "named"
            ? `The usual fix is an outdoor aerial aimed at ${transmitter.name}, to the north, feeding a distribution amplifier so every socket gets a clean signal. `
            : `The usual fix is an outdoor aerial, most likely aimed at ${transmitter.name}, feeding a distribution amplifier so every socket gets a clean signal. `}
          {`For Wi-Fi, we connect the network sockets you already have to a switch and put mesh or access points on them, which beats wireless-only mesh in a well-insulated house.${plannedInstalls ? " If you're buying off-plan, we can plan the work with you before you move in." : ""}`}
        </p>
        <p>
          <a href="/services/new-build-installation">New-build installations</a>
          {` · `}
          <a href="/comparisons/mesh-wifi-vs-wifi-extenders">Mesh Wi-Fi or extenders?</a>
        </p>
      </Section>

      <Section id="didcot-campus" title="Commuters, shift workers and home offices">
        <p>{`Many people in ${name} work at Harwell Campus, Milton Park, Culham or further afield, reached from the station. Shift patterns and hybrid working mean home Wi-Fi matters, and evening appointments are often the easiest time for us to call.`}</p>
        <p>{`Newer estates in ${name} were generally built with fibre broadband available, so Starlink is seldom needed in town. It's more relevant in the villages and farms on the edge of the Downs, or as a back-up connection for someone whose work can't go offline. We'll say honestly which makes sense.`}</p>
        <p>
          <a href={props.starlink.path}>{`Starlink installation in ${name}`}</a>
          {` · `}
          <a href="/comparisons/starlink-vs-4g-broadband">Starlink or 4G broadband?</a>
        </p>
      </Section>

      <Section id="didcot-security-visit" title="Driveways, bikes and booking a visit">
        <p>{`Cars parked on driveways and bikes used for the ride to the station are what most people in ${name} want to protect. A camera covering the drive and the front door, an outdoor detector by the side gate and a door contact on the garage make a sensible starting point. Because Ajax is wireless, nothing needs chasing into new plaster.`}</p>
        <p>{`We travel over from ${business.base.town}, test what's there, and quote a fixed price before we start.`}</p>
        {line && (
          <p>
            {`Our ${line.label} line: `}
            <PhoneLink number={line.number} />
          </p>
        )}
        <p>
          <a href={props.ajax.path}>{`Ajax alarms and CCTV in ${name}`}</a>
        </p>
        <p>Neighbouring towns and villages:</p>
        <LinkList links={neighbouringTowns} />
      </Section>
    </GenericTownPage>
  );
}
