import { CallToAction } from "../../components/call-to-action";
import { LinkList } from "../../components/lists";
import { Section } from "../../components/section";
import { ELEMENTS, MARGIN_DB, REALISTIC_RATIO } from "../../../model/aerial";
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
          that one. Otherwise, where every station in range publishes its power and aerial height,
          the one with the strongest predicted signal by ITU-R P.1546 (the standard model for this
          band: 600 MHz, over land, a rooftop aerial 10 m up, without the hills between), with every
          station predicted within {MARGIN_DB} dB of it named beside it, since the model cannot tell
          closer ones apart. Otherwise a relay whose sources name the place, or else the nearest
          main station, with the others up to {Math.round((REALISTIC_RATIO - 1) * 100)}% further
          away beside it. Hills and buildings near a home can make another station the better one,
          which is why we measure on the roof. Facts no source gives, such as the site of many small
          relays, are shown as not published.
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
