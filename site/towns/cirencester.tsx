import { proseList } from "../../model/seo";
import { GenericTownPage } from "../components/generic-town-page";
import { BulletList, LinkList } from "../components/lists";
import { PhoneLink } from "../components/phone-link";
import type { TownPageProps } from "../../model/page-props";
import { Section } from "../components/section";
import { business } from "../generated/business";

const neighbouringTowns = [
  { name: "Tetbury", path: "/tetbury" },
  { name: "South Cerney", path: "/south-cerney" },
  { name: "Fairford", path: "/fairford" },
  { name: "Northleach", path: "/northleach" },
  { name: "Kemble", path: "/kemble" },
  { name: "Swindon", path: "/swindon" },
];

/** Cirencester: conservation-area stone, the Mendip/Oxford choice, the RAU and the farms around. */
export function CirencesterPage(props: TownPageProps) {
  const { name, transmitter } = props;
  const villages = proseList(props.nearby.slice(-4).map((place) => place.name));
  const line = business.phone.regional.find((l) => l.label === "Gloucestershire");
  return (
    <GenericTownPage {...props}>
      <Section id="cirencester-stone" title="Working on Cotswold stone">
        <p>{`Much of the centre of ${name}, from the Market Place and the streets around the parish church to Cecily Hill and Coxwell Street, lies in a conservation area, and a good number of its buildings are listed. That shapes almost every job in the old town.`}</p>
        <p>{`Cotswold stone-slate roofs are heavy, old and easily cracked underfoot, so we avoid walking on them and work from ladders, roof ladders or the chimney instead. Aerials go on chimney brackets with stainless fixings rather than through the roof covering, cables are run down the back of the building and through existing openings where possible, and a satellite dish is placed where it can't be seen from the street. On a listed building, fixing an aerial or dish can need consent, and we'll say so before you commit to anything.`}</p>
        <p>
          <a href="/services/listed-buildings">TV, Wi-Fi and security for listed buildings</a>
        </p>
      </Section>

      <Section id="cirencester-direction" title="Mendip or Oxford: which way the aerial points">
        <p>
          {transmitter.basis === "named"
            ? `Most aerials in ${name} point at ${transmitter.name}. `
            : `This part of Gloucestershire sits between the Mendip and Oxford coverage areas${transmitter.basis === "relay" ? `, with a small ${transmitter.name} relay of Mendip listed as well` : ""}, and the answer can change from one street to the next. `}
          {`Before fitting, we check both options with a meter at your address:`}
        </p>
        <BulletList
          className="check-list"
          items={[
            "Mendip, far to the south-west, carries BBC West and ITV West Country.",
            "Oxford, to the east at Beckley, carries BBC South and ITV Meridian, and on some roofs it is the stronger, steadier signal.",
            "Whichever gives the more reliable picture wins, and if both work, you choose the regional news you want.",
            "Satellite sidesteps the question: a Freesat or Sky dish aimed at 28.2°E does not depend on either transmitter, and the regional edition is set from your postcode.",
          ]}
        />
        <p>
          <a href="/comparisons/freeview-vs-freesat">Freeview or Freesat?</a>
          {` · `}
          <a href="/guides/choosing-a-tv-aerial">Choosing a TV aerial</a>
        </p>
      </Section>

      <Section id="cirencester-town-and-country" title="From Watermoor to the farms">
        <h3>Watermoor, Chesterton and the newer estates</h3>
        <p>{`The Victorian streets of Watermoor, the post-war houses of Chesterton and the newer estates on the edges of town are more conventional jobs. In the newest houses, foil-backed insulation usually rules out a loft aerial, and Wi-Fi struggles through well-insulated internal walls as much as through old stone, so a mesh system is often part of the conversation.`}</p>
        <h3>Student lets near the university</h3>
        <p>{`The Royal Agricultural University brings shared houses and flats let to students. Landlords usually want a TV point in the living room, Wi-Fi that reaches every bedroom, and work done between tenancies; we quote for the whole house so nothing is done twice.`}</p>
        <h3>Villages and farms</h3>
        <p>{`Further out, in villages such as ${villages}, broadband varies a great deal from one property to the next. Where a fixed line is slow, Starlink can be a practical alternative, as long as the dish has a clear view of the sky; around the parkland and mature trees of this area, the obstruction check in the Starlink app is the first thing we do. On farms and in barn conversions, Ajax wireless detectors and cameras can cover yards, machinery stores and outbuildings without trenching cables across the yard.`}</p>
        <p>
          <a href={props.starlink.path}>{`Starlink installation in ${name}`}</a>
          {` · `}
          <a href={props.ajax.path}>{`Ajax security in ${name}`}</a>
          {` · `}
          <a href="/services/farmhouses-and-barn-conversions">Farmhouses and barn conversions</a>
        </p>
      </Section>

      <Section id="cirencester-visit" title={`Booking a visit in ${name}`}>
        <p>{`We come over from ${business.base.town}, on the Oxfordshire side of the Cotswolds. In the town centre, parking is the main practical question, so tell us if there's space off the street. For listed and conservation-area homes we usually make a short survey visit first, agree positions with you, and then come back with the right brackets and cable so the installation is done in one go.`}</p>
        {line && (
          <p>
            {`Our ${line.label} line: `}
            <PhoneLink number={line.number} />
          </p>
        )}
        <p>Towns nearby that we also cover:</p>
        <LinkList links={neighbouringTowns} />
      </Section>
    </GenericTownPage>
  );
}
