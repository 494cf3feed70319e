import { proseList } from "../../model/seo";
import { GenericTownPage } from "../components/generic-town-page";
import { BulletList, LinkList } from "../components/lists";
import { PhoneLink } from "../components/phone-link";
import type { TownPageProps } from "../../model/page-props";
import { Section } from "../components/section";
import { business } from "../generated/business";

const neighbouringTowns = [
  { name: "Royal Wootton Bassett", path: "/royal-wootton-bassett" },
  { name: "Highworth", path: "/highworth" },
  { name: "Cricklade", path: "/cricklade" },
  { name: "Purton", path: "/purton" },
  { name: "Faringdon", path: "/faringdon" },
  { name: "Marlborough", path: "/marlborough" },
];

/** Swindon: housing by era, the Mendip/Oxford border and its relay, security, and booking. */
export function SwindonPage(props: TownPageProps) {
  const { name, transmitter, details } = props;
  const line = business.phone.regional.find((l) => l.label === "Swindon and Wiltshire");
  const evenings = details?.serviceWindows.some((w) => w.startsWith("evening")) ?? false;
  const villages = proseList(props.nearby.slice(-3).map((place) => place.name));
  return (
    <GenericTownPage {...props}>
      <Section id="swindon-eras" title={`${name}, one era at a time`}>
        <p>{`${name} has grown in bursts, and the age of a house tells us a lot about the job before we arrive.`}</p>
        <h3>The railway town</h3>
        <p>{`The stone cottages of the Railway Village, built by the Great Western Railway beside its works and now a conservation area, and the Victorian terraces of Rodbourne, Gorse Hill and the streets around the centre have chimneys close to the street, shared stacks and tight rear access. Many have been converted to flats or let as shared houses, so one aerial often feeds several sockets.`}</p>
        <h3>Old Town on the hill</h3>
        <p>{`Old Town, the original market town up on the hill, has older stone houses, Georgian and Victorian townhouses and plenty of flats above shops. Its height often helps reception, but period fronts call for discreet dish and cable positions.`}</p>
        <h3>Post-war estates and West Swindon</h3>
        <p>{`The post-war estates and the large 1970s and 1980s developments of West Swindon are usually straightforward: a chimney or gable-end aerial, simple cable runs, and Wi-Fi that needs a little help to reach the back bedrooms.`}</p>
        <h3>The north, Wichelstowe and the east</h3>
        <p>{`The big new-build areas in the north of the town, Wichelstowe to the south and the newer building east of the A419 bring the usual modern-house issues: foil-backed insulation that blocks loft aerials, TV sockets wired to an empty loft, and routers left in a cupboard by the front door.`}</p>
      </Section>

      <Section id="swindon-direction" title={`Which way should a ${name} aerial point?`}>
        <p>
          {transmitter.basis === "named"
            ? `Most aerials in ${name} point at ${transmitter.name}. `
            : `Many homes here are likely to be served by ${transmitter.name}, but ${name} sits on the border between two coverage areas, so we confirm it at each address. `}
          {`Aerials facing south-west towards Mendip give BBC West and ITV West Country; those facing east towards Oxford give BBC South and ITV Meridian. Neighbours can have aerials pointing in different directions and both be right.`}
        </p>
        <p>{`In parts of north ${name} that sit in a dip, a small relay at Seagry Court re-broadcasts Mendip. Relays are usually vertically polarised, so an aerial aimed at one is mounted with its elements upright, and it may carry fewer channels than a main transmitter. If a neighbour's aerial looks "sideways" compared with yours, that is probably why.`}</p>
        <p>{`Blocks of flats in the centre and on the newer estates usually share a communal aerial or dish. If your socket has no signal, the fault is often in the shared system rather than your flat, and we can work with the managing agent to put it right.`}</p>
        <p>
          <a href="/services/blocks-of-flats">TV systems for blocks of flats</a>
          {` · `}
          <a href="/guides/understanding-tv-signal-strength">Understanding TV signal strength</a>
        </p>
      </Section>

      <Section id="swindon-security" title="Vans, garages and side passages">
        <p>{`The security jobs we're asked about most in a town like ${name} are practical ones:`}</p>
        <BulletList
          className="check-list"
          items={[
            "A camera covering the driveway where a work van or car is parked overnight, with footage you can check on your phone.",
            "Door contacts and an outdoor detector on a garage or shed holding tools and bikes.",
            "A side-passage detector on new-build homes, where the back garden is reached by a gate onto a shared path.",
            "Wireless alarms for flats and terraces where drilling through party walls or lifting floors isn't an option.",
            "Cameras and alarms for small shops and business units, fitted outside trading hours.",
          ]}
        />
        <p>{`Ajax detectors with built-in cameras send a photo with each alarm, so you can tell a fox from a break-in before you call anyone.`}</p>
        <p>
          <a href={props.ajax.path}>{`Ajax alarms and CCTV in ${name}`}</a>
        </p>
      </Section>

      <Section id="swindon-visit" title={`Booking a visit in ${name}`}>
        <p>{`It's a straightforward drive from our base in ${business.base.town} to ${name}${evenings ? ", and evening appointments help if you're out at work all day" : ""}. We test first, explain what we've found, and quote a fixed price before any work begins.`}</p>
        <p>{`Most of ${name} has fixed broadband available, so Starlink is rarely the first answer in town. It's more often useful on farms and outlying houses around villages such as ${villages}, where lines are long, and we check the view of the sky before recommending it.`}</p>
        <p>
          <a href={props.starlink.path}>{`Starlink installation in ${name}`}</a>
        </p>
        {line && (
          <p>
            {`Our ${line.label} line: `}
            <PhoneLink number={line.number} />
          </p>
        )}
        <p>Towns around {name} that we also cover:</p>
        <LinkList links={neighbouringTowns} />
      </Section>
    </GenericTownPage>
  );
}
