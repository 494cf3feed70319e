import { CallToAction } from "../../components/call-to-action";
import { LinkList } from "../../components/lists";
import { PricingCard, standardPriceNotes } from "../../components/pricing-card";
import { Section } from "../../components/section";
import { business } from "../../generated/business";
import { ScrollTable } from "../../components/scroll-table";

export default function Page() {
  const { speedMbps, latencyMs } = business.starlink;
  const { dishFrom, complexMountingFrom, wifiAccessPointFrom } = business.prices.starlink;
  const starlinkSpeed = `${speedMbps.min}-${speedMbps.max} Mbps`;
  const starlinkLatency = `${latencyMs.min}-${latencyMs.max} ms`;
  const rows: { label: string; starlink: string; fibre: string }[] = [
    {
      label: "Typical download speed",
      starlink: starlinkSpeed,
      fibre: "Full fibre packages commonly range from tens of Mbps to 1 Gbps or more",
    },
    {
      label: "Latency",
      starlink: starlinkLatency,
      fibre: "Usually lower still, which helps competitive online gaming",
    },
    {
      label: "Availability",
      starlink: "Almost anywhere with a clear view of the sky",
      fibre: "Only where a fibre network has been built to your property",
    },
    {
      label: "What goes on the house",
      starlink: "A dish on a wall, roof or pole, plus a cable indoors",
      fibre: "A small box where the fibre enters, and the router",
    },
    {
      label: "Weather and obstructions",
      starlink: "Trees and buildings in view cause drop-outs; very heavy rain can slow it",
      fibre: "Not affected by weather or trees",
    },
    {
      label: "Setting up",
      starlink: "Quick once the dish is mounted, with no wait for a network engineer",
      fibre: "Depends on the network's installation date, sometimes weeks",
    },
  ];
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Starlink or Fibre Broadband: A Fair Comparison</h1>
        <p className="lead">
          {`If full fibre reaches your door, it is hard to beat. If it does not, and your phone line struggles to stream a film, Starlink can be a transformation. Here is how the two compare, and who each one suits.`}
        </p>
        <p>
          {`We install Starlink, not fibre, but we will happily tell you when fibre is the better buy.`}
        </p>
      </section>

      <Section id="compare" title="Side by side">
        <ScrollTable
          id="starlink-fibre"
          caption="Starlink and full fibre compared (Starlink figures are typical, not promised)"
        >
          <thead>
            <tr>
              <th scope="col">What matters</th>
              <th scope="col">Starlink</th>
              <th scope="col">Full fibre</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.starlink}</td>
                <td>{row.fibre}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        <p>
          {`Monthly prices for both change often, so check the current plans from Starlink and from the providers on your fibre network before deciding.`}
        </p>
      </Section>

      <Section id="who" title="Which suits whom">
        <h3>Choose full fibre if it is available</h3>
        <p>
          {`If an Openreach or independent full fibre network has reached your property, it will usually give you faster, steadier speeds for less money, with nothing to mount outside. Use a postcode checker, and ask the network about build plans if your street is shown as planned but not yet built.`}
        </p>
        <h3>Choose Starlink if you are waiting, or may wait for years</h3>
        <p>
          {`Many farms, hamlets and homes at the end of long copper lines across Oxfordshire, Gloucestershire and Wiltshire still get a few Mbps from the phone line, with no firm date for fibre. At ${starlinkSpeed}, Starlink makes video calls, home working and several people streaming at once realistic. Its latency of ${starlinkLatency} is low enough for calls and most gaming, unlike older satellite broadband.`}
        </p>
        <h3>Consider the alternatives too</h3>
        <p>
          {`Where there is a good mobile signal, 4G or 5G home broadband can be a cheaper stopgap; where fibre is part-way there, a part-fibre (cabinet) service may be enough. Our comparison of `}
          <a href="/comparisons/starlink-vs-4g-broadband">Starlink and 4G broadband</a>
          {` covers that choice.`}
        </p>
      </Section>

      <Section id="sky-view" title="Starlink needs a clear view of the sky">
        <p>
          {`The dish talks to satellites moving across a wide area of sky, so trees, chimneys and neighbouring roofs all cause short drop-outs. Before we fix anything we run the obstruction check in the Starlink app from the likely mounting points. Often the answer is a pole mount above the roofline or a position at the end of the garden with a buried cable. If fibre arrives later, the dish can come down, and Wi-Fi access points we have installed can usually be moved over to the new router.`}
        </p>
        <LinkList
          links={[
            { name: "Starlink installation guide", path: "/guides/starlink-installation-guide" },
            { name: "Starlink obstructions", path: "/problems/starlink-obstructions" },
            { name: "Slow Wi-Fi", path: "/problems/slow-wifi" },
          ]}
        />
      </Section>

      <Section id="prices" title="Starlink installation prices">
        <PricingCard
          title="Starlink installation"
          rows={[
            { label: "Dish installation", price: dishFrom },
            { label: "Complex mounting", price: complexMountingFrom },
            { label: "Extra Wi-Fi access points", price: wifiAccessPointFrom },
          ]}
          notes={[...standardPriceNotes, "The monthly service plan is between you and Starlink"]}
        />
      </Section>

      <CallToAction />
    </>
  );
}
