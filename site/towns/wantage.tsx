import { proseList } from "../../model/seo";
import { GenericTownPage } from "../components/generic-town-page";
import { BulletList, LinkList } from "../components/lists";
import type { TownPageProps } from "../../model/page-props";
import { Section } from "../components/section";
import { business } from "../generated/business";

const neighbouringTowns = [
  { name: "Grove", path: "/grove" },
  { name: "Faringdon", path: "/faringdon" },
  { name: "Uffington", path: "/uffington" },
  { name: "East Hendred", path: "/east-hendred" },
  { name: "Abingdon", path: "/abingdon" },
  { name: "Didcot", path: "/didcot" },
  { name: "Lambourn", path: "/lambourn" },
];

/** Wantage: the market town and its growth, reception under the Downs, downland farms, and visits. */
export function WantagePage(props: TownPageProps) {
  const { name, transmitter } = props;
  const underTheDowns = props.nearby
    .filter((place) => place.name.startsWith("Letcombe") || place.name.endsWith("Lockinge"))
    .map((place) => place.name);
  const villages = proseList(props.nearby.slice(0, 4).map((place) => place.name));
  return (
    <GenericTownPage {...props}>
      <Section id="wantage-town" title={`King Alfred's town, and how it has grown`}>
        <p>{`The centre of ${name}, around the Market Place and King Alfred's statue, is a conservation area of Georgian and Victorian townhouses, shops with flats above and older buildings behind them, with the Letcombe Brook running through. Aerials on these buildings generally sit on old chimneys, and we check the stack before trusting a new bracket to it. Dishes go where they can't be seen from the square.`}</p>
        <p>{`Outside the centre, ${name} and neighbouring Grove have grown a great deal, with large new estates such as Crab Hill on the north-east side. Those homes bring the familiar new-build questions: TV sockets with no aerial behind them, foil-backed insulation that defeats a loft aerial, and Wi-Fi that stops at the first well-insulated wall.`}</p>
        <p>
          <a href="/services/new-build-installation">New-build installations</a>
        </p>
      </Section>

      <Section id="wantage-reception" title="Reception in the Vale">
        <p>
          {transmitter.basis === "named"
            ? `${name} looks north-east across the open Vale of White Horse to ${transmitter.name}, and in most of the town the signal is good. `
            : `${name} is likely to be served by ${transmitter.name}, which we confirm at your address. `}
          {`The Downs rise behind the town to the south, so they don't block the main signal, but they do rule out much help from the transmitters beyond them.`}
        </p>
        <p>
          {underTheDowns.length > 0
            ? `It's the villages tucked under the scarp, such as ${proseList(underTheDowns)}, that can be harder: houses down in a combe or among tall trees may need a higher mast or a more directional aerial, and we measure at the roofline before deciding.`
            : `It's the villages tucked under the scarp that can be harder: houses down in a combe or among tall trees may need a higher mast or a more directional aerial, and we measure at the roofline before deciding.`}
        </p>
        <p>
          <a href="/problems/weak-tv-signal">Weak TV signal</a>
          {` · `}
          <a href="/guides/understanding-tv-signal-strength">Understanding TV signal strength</a>
        </p>
      </Section>

      <Section id="wantage-downland" title="Downland farms, stables and Starlink">
        <p>{`South of ${name}, along the Ridgeway and the downland villages, houses are further apart and fixed broadband can be slow, though some villages now have newer fibre connections. Where a line is slow, Starlink is often worth considering: the open downland sky suits it, and we check for trees and buildings in the way using the Starlink app's obstruction check. Exposed sites need a firm mount, and we plan the fixing for the wind as much as for the view.`}</p>
        <p>{`Security out here is mostly about buildings away from the house:`}</p>
        <BulletList
          className="check-list"
          items={[
            "tack rooms and feed stores, with door contacts and detectors that alert your phone;",
            "machinery sheds and yards, covered by outdoor cameras;",
            "detached garages and home offices at the end of the garden;",
            "gates onto tracks and bridleways.",
          ]}
        />
        <p>{`Ajax devices are wireless and range extenders are available for longer distances, so a farmyard can often be covered without trenching cable. We test the signal from each device before we leave.`}</p>
        <p>
          <a href={props.starlink.path}>{`Starlink installation in ${name}`}</a>
          {` · `}
          <a href={props.ajax.path}>{`Ajax security in ${name}`}</a>
          {` · `}
          <a href="/services/farmhouses-and-barn-conversions">Farmhouses and barn conversions</a>
        </p>
      </Section>

      <Section id="wantage-visit" title={`Booking a visit in ${name}`}>
        <p>{`We come across from ${business.base.town}, so ${name} and villages such as ${villages} are well within our usual area. For town-centre shops we can work outside trading hours, and for farms we fit around the working day. You get a fixed price before work starts, and no call-out charge.`}</p>
        <p>Nearby towns and villages with their own pages:</p>
        <LinkList links={neighbouringTowns} />
      </Section>
    </GenericTownPage>
  );
}
