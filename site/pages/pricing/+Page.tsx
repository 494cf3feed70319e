import { CallToAction } from "../../components/call-to-action";
import { formatFrom } from "../../components/format";
import { BulletList } from "../../components/lists";
import { Section } from "../../components/section";
import { business } from "../../generated/business";
import { ScrollTable } from "../../components/scroll-table";
import { selling, sellingPoints, sentence, terms } from "../../components/claims";
import { capitalise } from "../../../model/text";

/** Every price comes from data/business.yaml, the same figures the town pages quote. */
export default function Page() {
  const { prices, starlink, ajax } = business;
  const rows: { service: string; price: string; notes: string }[] = [
    {
      service: "TV aerial installation, repair or realignment",
      price: capitalise(selling.surveyQuote),
      notes:
        "Depends on the aerial, the mounting and the cable run; you have the price before we start.",
    },
    {
      service: "Sky dish installation",
      price: formatFrom(prices.skyDishFrom),
      notes: "Dish, bracket and alignment; multi-room cabling quoted on the day.",
    },
    {
      service: "Starlink dish installation",
      price: formatFrom(prices.starlink.dishFrom),
      notes: "Standard roof or wall mount, cable routed indoors, Wi-Fi set up.",
    },
    {
      service: "Starlink complex mounting",
      price: formatFrom(prices.starlink.complexMountingFrom),
      notes: "Pole mounts, chimneys, long cable runs or outbuildings.",
    },
    {
      service: "Extra Wi-Fi access point",
      price: formatFrom(prices.starlink.wifiAccessPointFrom),
      notes: "For large or thick-walled buildings, with Starlink or your broadband.",
    },
    {
      service: "Ajax Starter Kit",
      price: formatFrom(prices.ajax.starterKitFrom),
      notes: "Hub, motion detection and door protection for a smaller home.",
    },
    {
      service: "Ajax Standard Security",
      price: formatFrom(prices.ajax.standardSecurityFrom),
      notes: "More detectors and a siren for a typical family home.",
    },
    {
      service: "Ajax Complete Protection",
      price: formatFrom(prices.ajax.completeProtectionFrom),
      notes: `Whole-property protection; one hub takes up to ${ajax.hubDevices} devices.`,
    },
  ];
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Prices</h1>
        <p className="lead">
          {`Our starting prices, in ${business.currency}. ${selling.noCallOut ? `There is ${selling.noCallOut}, and every` : "Every"} job gets a fixed quote before any work starts.${sentence(terms)}`}
        </p>
        <CallToAction />
      </section>
      <Section id="prices" title="Starting prices">
        <ScrollTable id="starting-prices" caption="Starting prices by service" hideCaption>
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col">Price</th>
              <th scope="col">What it covers</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.service}>
                <th scope="row">{row.service}</th>
                <td>{row.price}</td>
                <td>{row.notes}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Section>
      <Section id="included" title="Always included">
        <BulletList items={sellingPoints} className="check-list" />
        <p>{`Payment by ${business.paymentAccepted.join(", ").toLowerCase()}.`}</p>
      </Section>
      <Section id="starlink-figures" title="What Starlink usually delivers">
        <p>
          {`Typical download speeds of ${starlink.speedMbps.min}-${starlink.speedMbps.max} Mbps and latency of ${starlink.latencyMs.min}-${starlink.latencyMs.max} ms, depending on the view of the sky and network load. The Starlink subscription is paid to Starlink, not to us.`}
        </p>
      </Section>
      <Section id="why-no-aerial-price" title="Why aerial work has no fixed list price">
        <p>
          An aerial job can be a ten-minute realignment or a new mast on a chimney with cable to
          five rooms. Rather than a headline price that rarely applies, we look at the signal at
          your address and quote the job in full, free of charge. Use the{" "}
          <a href="/contact">contact page</a> or call us, and say what the TV shows.
        </p>
      </Section>
    </>
  );
}
