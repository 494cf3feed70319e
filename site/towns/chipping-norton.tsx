import { proseList } from "../../model/seo";
import { GenericTownPage } from "../components/generic-town-page";
import { Cards, LinkList } from "../components/lists";
import { PhoneLink } from "../components/phone-link";
import type { TownPageProps } from "../../model/page-props";
import { Section } from "../components/section";
import { business } from "../generated/business";

const neighbouringTowns = [
  { name: "Charlbury", path: "/charlbury" },
  { name: "Enstone", path: "/enstone" },
  { name: "Hook Norton", path: "/hook-norton" },
  { name: "Kingham", path: "/kingham" },
  { name: "Moreton-in-Marsh", path: "/moreton-in-marsh" },
  { name: "Woodstock", path: "/woodstock" },
  { name: "Witney", path: "/witney" },
];

/** Chipping Norton: hilltop exposure, three possible signals (main, relay, Midlands), the wolds, and visits. */
export function ChippingNortonPage(props: TownPageProps) {
  const { name, transmitter } = props;
  const villages = proseList(props.nearby.map((place) => place.name));
  const line = business.phone.regional.find((l) => l.label === "West Oxfordshire");
  const signals = [
    {
      title: `Direct from ${transmitter.name}`,
      body:
        transmitter.basis === "named"
          ? `Many homes in ${name} take their signal straight from ${transmitter.name}, a long way to the south-east. Height helps here, but the distance means an aerial with some gain, accurately aimed and well fixed, rather than a small one.`
          : `Many homes here are likely to use ${transmitter.name}, a long way off, so the aerial needs some gain and careful aiming.`,
    },
    {
      title: "The town's own relay",
      body: `A small relay near the town re-broadcasts the Oxford services for streets and dips that can't see the main mast well. Relay signals are usually vertically polarised, so aerials aimed at it stand upright, and a small relay may carry fewer channels than the main transmitter.`,
    },
    {
      title: "Sutton Coldfield and the Midlands",
      body: `Sutton Coldfield's coverage reaches this far south, so some aerials around ${name} point north and bring in BBC West Midlands and ITV Central instead. That's fine if the signal is solid, but it means Midlands regional news rather than Oxfordshire's.`,
    },
  ];
  return (
    <GenericTownPage {...props}>
      <Section id="chipping-norton-hilltop" title="Installing at the top of Oxfordshire">
        <p>{`${name} is the highest town in Oxfordshire, and on a windy day you can tell. An aerial or dish up here takes far more weather than one in the Thames valley, so we use heavy-duty chimney brackets, proper lashings rather than a single strap, stainless fixings and masts no taller than they need to be. After a storm, the calls we get are mostly for aerials that have turned on their masts or cables that have worked loose, not for broken equipment.`}</p>
        <p>{`The Market Place and the streets around it are lined with Georgian fronts and older Cotswold stone, much of it in a conservation area, so dishes go at the back wherever the view of the sky allows. Bliss Tweed Mill, on the edge of town, is now apartments; blocks like this usually share one TV system, so faults there are best sorted out with the management company's agreement.`}</p>
        <p>
          <a href="/problems/aerial-storm-damage">Aerial storm damage</a>
          {` · `}
          <a href="/services/listed-buildings">Listed buildings</a>
        </p>
      </Section>

      <Section id="chipping-norton-signals" title="Three possible signals">
        <p>{`Unusually for a town this size, ${name} can be served in three different ways, and the right one depends on where your house sits on the hill. We measure all of them before choosing an aerial.`}</p>
        <Cards items={signals} />
        <p>{`If none is strong enough at your address, a Freesat dish aimed at 28.2°E gives the main channels without relying on any of them.`}</p>
        <p>
          <a href="/comparisons/freeview-vs-freesat">Freeview or Freesat?</a>
          {` · `}
          <a href="/problems/freeview-missing-channels">Missing Freeview channels</a>
        </p>
      </Section>

      <Section id="chipping-norton-countryside" title="Wold farms, holiday cottages and Starlink">
        <p>{`In the villages around ${name}, such as ${villages}, and on the farms between them, broadband varies a good deal, and the further a house is from the cabinet, the slower a copper line tends to be. Some villages now have newer fibre connections; where yours doesn't, Starlink can give a faster connection, and the open, high ground here usually gives the dish a good view of the sky. Farmhouses surrounded by old trees are the exception, which is why we run the obstruction check in the Starlink app before recommending it.`}</p>
        <p>{`Holiday cottages are common in this corner of the Cotswolds. Owners tend to want a TV that just works for each new guest, Wi-Fi that reaches the whole cottage, and an Ajax alarm they can check remotely between bookings, with cameras kept to entrances and outside areas. On farms, wireless detectors and cameras can cover barns, yards and machinery stores without digging trenches.`}</p>
        <p>
          <a href={props.starlink.path}>{`Starlink installation in ${name}`}</a>
          {` · `}
          <a href={props.ajax.path}>{`Ajax security in ${name}`}</a>
          {` · `}
          <a href="/services/holiday-lets">Holiday lets</a>
        </p>
      </Section>

      <Section id="chipping-norton-visit" title="Arranging a visit">
        <p>{`We come up from ${business.base.town}, and for rooftop work we keep an eye on the forecast: if the wind is too strong to work safely at height, we'll call to rearrange rather than rush. In September, when the Mop Fair fills the town centre, we plan town-centre jobs around it. For businesses on the Market Place, we can work before opening or after closing.`}</p>
        {line && (
          <p>
            {`Our ${line.label} line: `}
            <PhoneLink number={line.number} />
          </p>
        )}
        <p>Towns and villages nearby that we also cover:</p>
        <LinkList links={neighbouringTowns} />
      </Section>
    </GenericTownPage>
  );
}
