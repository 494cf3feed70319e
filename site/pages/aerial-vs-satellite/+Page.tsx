import { CallToAction } from "../../components/call-to-action";
import { Cards, LinkList } from "../../components/lists";
import { Section } from "../../components/section";
import { formatFrom } from "../../components/format";
import { business } from "../../generated/business";
import { vatAfterPrice } from "../../components/claims";

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">TV Aerial or Satellite Dish: Which Is Right for You?</h1>
        <p className="lead">
          {`Freeview comes through an aerial from a transmitter on the ground; Freesat and Sky come through a dish from satellites in space. Freeview and Freesat need no subscription; Sky does. Which suits your home depends mostly on where you live and what you want to watch.`}
        </p>
        <p>
          {`We install both, so this is an honest comparison rather than a sales pitch. Many homes end up with both, and that is often the best answer.`}
        </p>
      </section>

      <Section id="how" title="How each one works">
        <p>
          {`A TV aerial picks up Freeview from a terrestrial transmitter. Across most of Oxfordshire that is Oxford at Beckley; much of Wiltshire and southern Gloucestershire looks to Mendip, parts of the area use Hannington or Ridge Hill, and villages in valleys often depend on a local relay with fewer channels. Reception depends on a reasonably clear path to the mast, so hills, trees and tall buildings between you and it matter.`}
        </p>
        <p>
          {`A satellite dish picks up Freesat or Sky from satellites at 28.2°E, which from here sit roughly to the south-east and fairly low in the sky. The signal covers the whole country evenly, so a dish works just as well in a deep Cotswold valley as on a hilltop, provided nothing blocks that one narrow line of sight.`}
        </p>
      </Section>

      <Section id="suits" title="Which suits whom">
        <Cards
          items={[
            {
              title: "An aerial suits you if…",
              body: "You are in a good Freeview area, want the simplest set-up, watch mainly the main channels, or want to feed several TVs cheaply: one aerial can serve many rooms through a distribution amplifier. Every modern TV has a Freeview tuner built in.",
            },
            {
              title: "A dish suits you if…",
              body: "Freeview reception is poor where you live, your local relay carries a limited set of channels, you want Sky, or you are in a listed building or conservation area where a small dish placed discreetly at the back can be easier to agree than a tall aerial mast.",
            },
            {
              title: "Both suit you if…",
              body: "You want Sky in the living room and Freeview in the bedrooms, or you want a fallback: if very heavy rain briefly interrupts the dish, the aerial keeps working, and the other way round when settled weather causes interference on Freeview.",
            },
          ]}
        />
      </Section>

      <Section id="differences" title="The practical differences">
        <h3>Weather</h3>
        <p>
          {`Satellite can drop out for a few minutes in a very heavy downpour or with wet snow on the dish. Freeview can suffer interference in settled high-pressure weather, when distant transmitters carry further than usual. Neither is a daily nuisance on a properly installed system.`}
        </p>
        <h3>Extra rooms and recording</h3>
        <p>
          {`An aerial signal splits easily, so extra TV points are simple. With satellite, each tuner needs its own feed from the dish: a recording box usually needs two cables, and several rooms need a suitable LNB or a multiswitch. Plan this before the cables go in.`}
        </p>
        <h3>Regional news</h3>
        <p>
          {`On Freeview you see the regional news of the transmitter you point at, which near county edges is not always the one you expect. Satellite boxes choose a regional service from your postcode or settings.`}
        </p>
        <h3>Cost</h3>
        <p>
          {`A new aerial is priced as a fixed quote after a free survey, because the aerial and fixing depend on your transmitter and roof. Sky dish installation is ${formatFrom(business.prices.skyDishFrom)}${vatAfterPrice}. There is no call-out charge on either.`}
        </p>
      </Section>

      <Section id="decide" title="Not sure? We measure before we recommend">
        <p>
          {`On a survey we take meter readings for Freeview and check the line of sight for a dish, then tell you which will work best and what it will cost. If your existing aerial just needs a new cable or realigning, we will say so. Read more before you decide:`}
        </p>
        <LinkList
          links={[
            { name: "Freeview or Freesat?", path: "/comparisons/freeview-vs-freesat" },
            { name: "Freesat or Sky?", path: "/comparisons/freesat-vs-sky" },
            { name: "Choosing a TV aerial", path: "/guides/choosing-a-tv-aerial" },
            {
              name: "Dish alignment explained",
              path: "/guides/satellite-dish-alignment-explained",
            },
            { name: "Weak TV signal", path: "/problems/weak-tv-signal" },
            { name: "Transmitter dashboard", path: "/transmitter-dashboard" },
          ]}
        />
      </Section>

      <CallToAction />
    </>
  );
}
