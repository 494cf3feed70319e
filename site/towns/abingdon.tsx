import { proseList } from "../../model/seo";
import { GenericTownPage } from "../components/generic-town-page";
import { BulletList, LinkList } from "../components/lists";
import type { TownPageProps } from "../../model/page-props";
import { Section } from "../components/section";
import { business } from "../generated/business";
import { sentence, terms } from "../components/claims";

const neighbouringTowns = [
  { name: "Oxford", path: "/oxford" },
  { name: "Kennington", path: "/kennington" },
  { name: "Didcot", path: "/didcot" },
  { name: "Steventon", path: "/steventon" },
  { name: "Marcham", path: "/marcham" },
  { name: "Wantage", path: "/wantage" },
];

/** Abingdon: the riverside old town, the estates, home working, and security with a visit. */
export function AbingdonPage(props: TownPageProps) {
  const { name, transmitter } = props;
  const closest = proseList(props.nearby.slice(-3).map((place) => place.name));
  return (
    <GenericTownPage {...props}>
      <Section id="abingdon-old-town" title="The old town by the Thames">
        <p>{`The heart of ${name}, between the Market Place, County Hall, St Helen's Church and the river, is a conservation area of Georgian and Victorian townhouses, older timber-framed buildings and flats above shops. Work here is mostly about doing the job without spoiling the look of the street. On these buildings we:`}</p>
        <BulletList
          className="check-list"
          items={[
            "fix aerials to chimneys with proper brackets and keep masts no taller than the signal needs;",
            "place dishes on rear walls or roof slopes, away from the street, and check whether the building is listed before anything is drilled;",
            "run cables along existing routes, beside down pipes and behind gutters, rather than across a front elevation;",
            "keep amplifiers and routers off the floor in cellars and low cupboards in the streets near the river, where the ground is low.",
          ]}
        />
      </Section>

      <Section id="abingdon-estates" title="Peachcroft, Caldecott and the newer edges">
        <p>{`Most of ${name}'s homes are outside the old centre: the interwar and post-war houses, the larger estates such as Peachcroft, Caldecott and Northcourt, and the new streets still being added around the edge of town. The jobs follow the age of the house.`}</p>
        <p>{`On the older estates, the typical call is an aerial that has been up for decades, with a weathered down-lead and a loft splitter feeding three or four rooms badly. On new builds it's the opposite: plenty of TV sockets but no aerial, or a loft aerial behind foil-backed insulation that never worked. In both cases the fix is a sound outdoor aerial and a proper distribution amplifier, with every socket tested before we leave.`}</p>
        <p>
          {transmitter.basis === "named"
            ? `Reception from ${transmitter.name} is generally good across ${name}, so a new aerial rarely needs to be large; we choose one to suit the measured signal rather than the biggest on the van.`
            : `Homes here are likely to use ${transmitter.name}, which we confirm with a meter before choosing an aerial.`}
        </p>
        <p>
          <a href="/services/new-build-installation">Aerials and Wi-Fi for new-build homes</a>
          {` · `}
          <a href="/comparisons/loft-aerial-vs-roof-aerial">Loft aerial or roof aerial?</a>
        </p>
      </Section>

      <Section id="abingdon-home-working" title="Home offices and reliable Wi-Fi">
        <p>{`Plenty of people in ${name} work for employers in Oxford, at Milton Park, Culham or Harwell, and spend part of the week at home. For them, a Wi-Fi signal that fades in the back bedroom or the garden office is more than an annoyance. We survey room by room, place mesh nodes where the measurements say, and run a cable to the office or the garden room where one will make the connection as steady as being plugged into the router.`}</p>
        <p>{`Fixed broadband is widely available in ${name}, so a new connection is seldom the answer in town. For outlying houses and farms, out towards places such as ${closest}, where lines can be long, Starlink may be worth comparing, and we're happy to check the view of the sky first.`}</p>
        <p>
          <a href="/problems/wifi-dead-spots">Fixing Wi-Fi dead spots</a>
          {` · `}
          <a href={props.starlink.path}>{`Starlink in ${name}`}</a>
        </p>
      </Section>

      <Section id="abingdon-security-visit" title="Security, and what to expect on the day">
        <p>{`Garages with bikes and tools, back gardens that open onto footpaths and riverside paths, and cars on driveways are the usual reasons people in ${name} ask about cameras and alarms. An Ajax system covers those with wireless detectors and cameras, and you can arm, disarm and check it from your phone. For shops and offices in the centre, we fit outside opening hours.`}</p>
        <p>{`On the day, we come from ${business.base.town}, arrive in the slot we agreed, and start by testing what you have. You get a fixed price before work starts and there's no call-out charge.${sentence(terms)}`}</p>
        <p>
          <a href={props.ajax.path}>{`Ajax alarms and CCTV in ${name}`}</a>
        </p>
        <p>Neighbouring towns and villages with their own pages:</p>
        <LinkList links={neighbouringTowns} />
      </Section>
    </GenericTownPage>
  );
}
