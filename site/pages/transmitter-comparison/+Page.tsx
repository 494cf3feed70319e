import { CallToAction } from "../../components/call-to-action";
import { Section } from "../../components/section";
import { transmitterPath } from "../../../model/routes";
import { transmitterRows } from "../../renderer/transmitters";
import { ScrollTable } from "../../components/scroll-table";

/** The main stations side by side, from data/transmitters.yaml. */
export default function Page() {
  const main = transmitterRows().filter((row) => row.kind === "main");
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Transmitter Comparison</h1>
        <p className="lead">
          Several main transmitters reach our area. The one your aerial points at decides your
          regional news and, more often, how strong and steady the picture is. Here they are side by
          side.
        </p>
      </section>
      <Section id="table" title="Main transmitters compared">
        <ScrollTable
          id="transmitters"
          caption="Main Freeview transmitters serving our area"
          hideCaption
        >
          <thead>
            <tr>
              <th scope="col">Transmitter</th>
              <th scope="col">Site</th>
              <th scope="col">Distance</th>
              <th scope="col">Regional news</th>
              <th scope="col">Places</th>
              <th scope="col">Relays</th>
            </tr>
          </thead>
          <tbody>
            {main.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <a href={transmitterPath(row.id)}>{row.name}</a>
                </th>
                <td>{row.site}</td>
                <td>{row.fromBase ?? "Not recorded"}</td>
                <td>{row.region}</td>
                <td>{row.places.length}</td>
                <td>{row.relays.length}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Section>
      <Section id="choosing" title="Which should your aerial point at?">
        <p>
          Usually the one your neighbours use, but not always: a new extension, a tree or a house
          across the road can make a different station the better choice. On a survey we measure
          signal quality from each candidate before fitting anything, and we tell you if switching
          would change your regional news.
        </p>
        <p>
          Signal problems that come and go can also be interference rather than the transmitter; see{" "}
          <a href="/guides/understanding-tv-signal-strength">our guide to signal strength</a>.
        </p>
      </Section>
      <CallToAction />
    </>
  );
}
