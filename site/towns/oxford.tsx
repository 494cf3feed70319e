import { GenericTownPage } from "../components/generic-town-page";
import { formatFrom } from "../components/format";
import { LinkList } from "../components/lists";
import type { TownPageProps } from "../../model/page-props";
import { Section } from "../components/section";
import { business } from "../generated/business";
import { sentence, terms } from "../components/claims";

const neighbouringTowns = [
  { name: "Abingdon", path: "/abingdon" },
  { name: "Kidlington", path: "/kidlington" },
  { name: "Wheatley", path: "/wheatley" },
  { name: "Woodstock", path: "/woodstock" },
  { name: "Witney", path: "/witney" },
  { name: "Didcot", path: "/didcot" },
];

/** Oxford: terraces, conservation areas, student lets and colleges, and a city-centre visit. */
export function OxfordPage(props: TownPageProps) {
  const { name, transmitter } = props;
  return (
    <GenericTownPage {...props}>
      <Section id="oxford-homes" title={`${name}'s homes, street by street`}>
        <p>{`What works on a 1930s semi in Headington can be the wrong answer for a listed house in North Oxford, so we start from the building in front of us.`}</p>
        <h3>Jericho and east Oxford terraces</h3>
        <p>{`The Victorian terraces of Jericho, built for workers at the university press and the canal-side ironworks, and the long streets off the Cowley Road and Iffley Road share the same quirks: chimney stacks shared with next door, narrow frontages with no room for a ladder base, and access to the back only through a neighbour's garden or a shared alley. Many are now flats, so one aerial often feeds several TVs through cables added one tenant at a time.`}</p>
        <h3>North Oxford and the conservation areas</h3>
        <p>{`North Oxford's large Victorian villas sit in a conservation area, and plenty are listed. A dish on the front wall is rarely welcome here, so we look for loft, rear and chimney positions first, and say plainly when a job may need consent.`}</p>
        <h3>Headington, Marston and the outer suburbs</h3>
        <p>{`Headington, Marston, Cowley and Botley are mostly interwar and post-war houses, with the stone cottages of Old Headington and Headington Quarry among them. These are usually the simplest roofs in the city, though mature trees can block a satellite dish.`}</p>
        <h3>Student lets, colleges and offices</h3>
        <p>{`With two universities in the city, a large share of east Oxford and Headington is let to students. Landlords usually want one reliable aerial feed to every bedroom, Wi-Fi that copes with a full house in the evening, and work done between tenancies. Work on college buildings, many of them listed, is arranged through the college's own maintenance team.`}</p>
      </Section>

      <Section
        id="oxford-signal-and-broadband"
        title="Freeview, satellite and broadband in the city"
      >
        <p>
          {transmitter.basis === "named"
            ? `Most aerials in ${name} point at ${transmitter.name}, a few miles outside the city, and in most streets the signal is strong. `
            : `Many aerials in ${name} are likely to point at ${transmitter.name}, though we confirm it at your address. `}
          {`The exceptions are low-lying streets near the rivers and homes shadowed by the hills around the city, where we measure before recommending anything. In a handful of spots an aerial turned towards Hannington, far to the south, gives the steadier picture, and a survey is the only reliable way to tell.`}
        </p>
        <p>{`Satellite is simple where the roof can see the southern sky, but the rules on dish positions are tighter in conservation areas and on listed buildings, so we suggest places out of sight from the street.`}</p>
        <p>{`Most of the city has fibre broadband available, so when someone in ${name} says the internet is slow, the culprit is usually the Wi-Fi inside a thick-walled house rather than the line, and a mesh network is the usual fix. Starlink makes more sense beyond the ring road, for farms and houses at the end of long lines; we'll tell you honestly if fibre would serve you better.`}</p>
      </Section>

      <Section id="oxford-security" title="Bikes, back gates and period walls">
        <p>{`${name} is a cycling city, and bikes in front gardens, side passages and sheds are a common worry. An Ajax detector with a camera on the shed and a contact on the side gate send an alert, with a photo, to your phone the moment something moves.`}</p>
        <p>{`Being wireless, Ajax devices suit period homes where chasing cable into plaster would be unwelcome, and they come out later leaving little more than a few screw holes. In shared houses we keep cameras to entrances and communal outside spaces, never tenants' rooms. An Ajax starter kit costs ${formatFrom(business.prices.ajax.starterKitFrom)}, and we quote for the rest after a look round.`}</p>
        <p>
          <a href={props.ajax.path}>{`Ajax alarms and CCTV in ${name}`}</a>
          {` · `}
          <a href="/services/houses-in-multiple-occupation">Houses in multiple occupation</a>
          {` · `}
          <a href="/services/listed-buildings">Listed buildings</a>
        </p>
      </Section>

      <Section id="oxford-visit" title={`What a visit in ${name} involves`}>
        <p>{`Much of the city is covered by controlled parking zones, so when you book, tell us whether there's a driveway or a visitor permit we can use, and whether we can reach the back of a terrace. In student lets we book around term dates where we can, and give tenants notice through the landlord or agent.`}</p>
        <p>{`We come from ${business.base.town}, test before we touch anything, and give a fixed price before work starts.${sentence(terms)}`}</p>
        <p>Neighbouring towns we also cover:</p>
        <LinkList links={neighbouringTowns} />
        <p>
          <a href={props.starlink.path}>{`Starlink installation in ${name}`}</a>
          {` · `}
          <a href="/services/student-accommodation-tv">TV and Wi-Fi for student accommodation</a>
        </p>
      </Section>
    </GenericTownPage>
  );
}
