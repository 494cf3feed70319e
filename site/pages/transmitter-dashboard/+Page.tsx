import { CallToAction } from "../../components/call-to-action";
import { LinkList } from "../../components/lists";
import { Section } from "../../components/section";
import { ELEMENTS, MARGIN_DB } from "../../../model/aerial";
import { RECEPTION_METHOD_ANCHOR, transmitterAnchor } from "../../../model/routes";
import { transmitterRows } from "../../renderer/transmitters";

const NOT_PUBLISHED = "not published";
const MULTIPLEXES = {
  all: "all six national multiplexes",
  "public-service": "the three public-service multiplexes only",
} as const;

/** Every Freeview transmitter in data/transmitters.yaml, with the places that use it. */
export default function Page() {
  const rows = transmitterRows();
  const groups = [
    { kind: "main", title: "Main transmitters" },
    { kind: "relay", title: "Relay transmitters" },
  ] as const;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Transmitter Dashboard</h1>
        <p className="lead">
          The Freeview transmitters that serve the towns and villages we cover: where each is, what
          it carries, the relays that fill in the valleys, and the places whose pages name it. Which
          one is best for your own roof is something a signal survey settles.
        </p>
        <p id={RECEPTION_METHOD_ANCHOR}>
          How a place is matched to a transmitter: where research names the station its homes use,
          that one; otherwise a relay whose published coverage names the place. Otherwise each
          station in reach gets the weakest and strongest signal ITU-R P.1546 predicts there (the
          standard model for this band: 600 MHz, over land, a rooftop aerial 10 m up, without the
          hills between), over every plausible value of any figure its sources do not publish, such
          as a power or an aerial height. One station is named only where its weakest beats every
          other&apos;s strongest; a lead under {MARGIN_DB} dB is called a close call, since the
          model cannot tell closer ones apart. Otherwise the page names the stations that compete,
          each with its direction and regional news, and says a meter on site decides. A relay whose
          mast is not published gets no direction of its own: only its parent&apos;s, which carries
          the same programmes, where the parent is in range. Hills and buildings near a home can
          make another station the better one, which is why we measure on the roof.
        </p>
      </section>
      {groups.map((group) => (
        <Section key={group.kind} id={`${group.kind}-transmitters`} title={group.title}>
          <div className="card-grid">
            {rows
              .filter((row) => row.kind === group.kind)
              .map((row) => (
                <article key={row.id} className="card" id={transmitterAnchor(row.id)}>
                  <h3>{row.name}</h3>
                  <dl className="facts">
                    <dt>Site</dt>
                    <dd>{row.site}</dd>
                    {row.fromBase && (
                      <>
                        <dt>Distance</dt>
                        <dd>{row.fromBase}</dd>
                      </>
                    )}
                    <dt>Regional news</dt>
                    <dd>{row.region}</dd>
                    <dt>Polarisation</dt>
                    <dd>
                      {row.polarisation
                        ? `${row.polarisation} (aerial elements ${ELEMENTS[row.polarisation]})`
                        : NOT_PUBLISHED}
                    </dd>
                    <dt>Multiplexes</dt>
                    <dd>{row.multiplexes ? MULTIPLEXES[row.multiplexes] : NOT_PUBLISHED}</dd>
                    {row.parentName && (
                      <>
                        <dt>Relays the signal of</dt>
                        <dd>{row.parentName}</dd>
                      </>
                    )}
                    {row.relays.length > 0 && (
                      <>
                        <dt>Relays fed from it</dt>
                        <dd>{row.relays.join(", ")}</dd>
                      </>
                    )}
                  </dl>
                  {row.note && <p>{row.note}</p>}
                  {row.places.length > 0 && (
                    <>
                      <h4>{`Places whose pages name it (${row.places.length})`}</h4>
                      <LinkList links={row.places} />
                    </>
                  )}
                  <p className="sources">{`Sources: ${row.sources.join("; ")}.`}</p>
                </article>
              ))}
          </div>
        </Section>
      ))}
      <Section id="compare" title="Comparing the main stations">
        <p>
          A side-by-side table of the main transmitters is on{" "}
          <a href="/transmitter-comparison">the transmitter comparison page</a>.
        </p>
      </Section>
      <CallToAction />
    </>
  );
}
