import { proseList } from "../../model/seo";
import { GenericTownPage } from "../components/generic-town-page";
import { Cards, LinkList } from "../components/lists";
import { PhoneLink } from "../components/phone-link";
import type { TownPageProps } from "../../model/page-props";
import { Section } from "../components/section";
import { business } from "../generated/business";

const neighbouringTowns = [
  { name: "Carterton", path: "/carterton" },
  { name: "Burford", path: "/burford" },
  { name: "Minster Lovell", path: "/minster-lovell" },
  { name: "Eynsham", path: "/eynsham" },
  { name: "Chipping Norton", path: "/chipping-norton" },
  { name: "Oxford", path: "/oxford" },
];

/** Witney: the stone centre, the newer estates, village broadband and a visit from next door. */
export function WitneyPage(props: TownPageProps) {
  const { name, transmitter } = props;
  const villages = proseList(props.nearby.slice(0, 5).map((place) => place.name));
  const line = business.phone.regional.find((l) => l.label === "West Oxfordshire");
  const areas = [
    {
      title: "The stone centre",
      body: `Around the Market Place, Church Green, the High Street and Corn Street, ${name} is Cotswold stone with stone-slate and old clay-tile roofs, much of it in a conservation area. Aerials usually go on a chimney bracket rather than through the roof, and we look for dish positions at the back where the street won't see them.`,
    },
    {
      title: "By the Windrush",
      body: `The riverside streets sit lower than the rest of town, and some of the old mill buildings are now homes and flats, where the TV feed often comes from a shared system, so we check with the management company before anything goes on the roof.`,
    },
    {
      title: "Post-war streets",
      body: `The semis and short terraces between the centre and the ring roads are usually the simplest installs in ${name}: a chimney or gable-end mast, a clear view to the east and easy cable routes down the side of the house.`,
    },
    {
      title: "Deer Park, Madley Park and the newest estates",
      body: `Houses built from the 1990s onwards, and the newer building on the edges of town, often have foil-backed insulation that blocks a loft aerial and TV sockets wired to the loft with nothing at the other end. An outside aerial and a small amplifier usually sort both.`,
    },
  ];
  return (
    <GenericTownPage {...props}>
      <Section id="witney-areas" title="From the Buttercross to Madley Park">
        <p>{`${name} grew from a blanket-making market town into the largest town in West Oxfordshire, and its housing tells that story. Each part of town brings its own kind of job.`}</p>
        <Cards items={areas} />
      </Section>

      <Section id="witney-signal" title={`Signal and broadband in and around ${name}`}>
        <p>
          {transmitter.basis === "named"
            ? `Most aerials in ${name} face east towards ${transmitter.name}, and on most roofs there's a usable signal. `
            : `Aerials in ${name} are likely to face ${transmitter.name}, though we confirm it at your address. `}
          {`Where pictures break up, the cause is more often an ageing aerial, water in a connector or an old loft installation than the signal itself. Homes down in the Windrush valley can sit in a weaker spot, and a taller mast or a higher-gain aerial is sometimes the answer there.`}
        </p>
        <p>{`Inside, thick stone walls in the older houses stop Wi-Fi in its tracks, while in new homes the problem is usually a router left by the front door. A mesh system with a node in each trouble spot, wired back to the router where we can, fixes both.`}</p>
        <p>{`Most of the town has decent fixed broadband available. In the villages around it, such as ${villages}, it varies from street to street: some homes have newer full-fibre connections, while outlying houses and farms may still depend on long copper lines. That's where Starlink earns its keep, provided the dish can see a wide stretch of open sky; we run the obstruction check in the Starlink app before recommending it.`}</p>
        <p>
          <a href={props.starlink.path}>{`Starlink installation in ${name}`}</a>
          {` · `}
          <a href="/guides/planning-a-mesh-wifi-network">Planning a mesh Wi-Fi network</a>
        </p>
      </Section>

      <Section id="witney-security" title="Sheds, side gates and shop fronts">
        <p>{`On the estates, the things people want watched are usually outside the house: bikes and tools in the shed or garage, a side gate onto a footpath, a car on the drive. Ajax outdoor detectors and cameras cover those without running cable across the garden, and the app tells you straight away if something is opened or moves when it shouldn't.`}</p>
        <p>{`In the older houses the appeal is different: wireless detectors and door contacts go in without lifting floorboards or chasing plaster. For shops and offices in the centre, we fit before opening or after closing so you don't lose trading time.`}</p>
        <p>
          <a href={props.ajax.path}>{`Ajax alarms and CCTV in ${name}`}</a>
        </p>
      </Section>

      <Section id="witney-visit" title="A visit from just down the road">
        <p>{`We're based in ${business.base.town}, a few miles west, so ${name} is one of the quickest places for us to reach, and an emergency visit on the same day is often possible. We arrive with the common aerials, cables and fixings on the van, test before touching anything, and give you a fixed price before any work starts.`}</p>
        {line && (
          <p>
            {`You can call our ${line.label} line on `}
            <PhoneLink number={line.number} />
            {`, or use the main number below.`}
          </p>
        )}
        <p>Other towns nearby with their own pages:</p>
        <LinkList links={neighbouringTowns} />
      </Section>
    </GenericTownPage>
  );
}
