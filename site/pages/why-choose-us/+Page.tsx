import { CallToAction } from "../../components/call-to-action";
import { BulletList } from "../../components/lists";
import { Section } from "../../components/section";
import { formatOpeningHours } from "../../components/format";
import { business } from "../../generated/business";
import { guarantee, sellingPoints } from "../../components/claims";

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <p className="eyebrow">{`${business.name}, ${business.base.town}`}</p>
        <h1 id="page-title">Why Choose Us</h1>
        <p className="lead">
          {`There are plenty of people who will put an aerial on a chimney. Here is what you get when you call us, and what we think matters when you choose anyone to work on your home.`}
        </p>
        <BulletList items={sellingPoints} className="check-list" />
      </section>

      <Section id="price" title="You know the price before we start">
        <p>
          {`Quotes are free and there is no call-out charge, so it costs nothing to find out what is wrong. Once we have surveyed the job we give you a fixed price, and that is what you pay.`}
        </p>
        <p>
          {`TV aerial work in particular is priced after a free survey rather than from a list, because the aerial, bracket and cable your home needs depend on the transmitter you can see and how your roof is built. Our published starting prices for satellite, Starlink and Ajax systems are on the `}
          <a href="/pricing">pricing page</a>
          {`.`}
        </p>
      </Section>

      <Section id="speed" title="Local, and quick to reach you">
        <p>
          {`We are based in ${business.base.town} and work across Oxfordshire, Gloucestershire, Wiltshire and nearby Berkshire. Aerial work: ${business.aerialLeadTime.toLowerCase()}. We are open ${formatOpeningHours(business.openingHours)}, so a picture that fails on a Saturday evening does not have to wait until after the weekend for a call back.`}
        </p>
        <p>
          {`Working locally also means we know the reception quirks of the area: which villages sit in a valley out of sight of the Beckley mast, where a relay is the better choice, where homes near the county borders can pick between transmitters, and where thick Cotswold stone walls will swallow Wi-Fi. Find your town on the `}
          <a href="/areas">areas we cover</a>
          {` page.`}
        </p>
      </Section>

      <Section id="done-properly" title="Done properly">
        <p>
          {`With over ${business.yearsExperience} years of experience, we work to a method rather than by guesswork: a survey first, signal meter readings rather than the bars on a television, good-quality double-screened cable, weatherproofed connectors and secure fixings. On roofs and ladders we follow a careful approach to working at height, set out on our `}
          <a href="/health-and-safety">health and safety page</a>
          {`.`}
        </p>
        <p>
          {guarantee && (
            <>
              {`Installations come with ${guarantee}: `}
              <a href="/guarantee">what it covers and how to ask us back</a>
              {`. `}
            </>
          )}
          {`To see what separates a careful installation from a quick one, read `}
          <a href="/professional-installers">what professional installers do differently</a>
          {`.`}
        </p>
      </Section>

      <Section id="one-call" title="One call for TV, internet and security">
        <p>
          {`Because we fit aerials, satellite dishes, Wi-Fi, Starlink and Ajax alarms, one visit can often sort several jobs at once: a new aerial and an extra TV point in the bedroom, mesh Wi-Fi across the house and out to the garden office, or a Starlink dish with an Ajax alarm for a rural property. The cabling is planned together, so there is one tidy route into the house instead of three.`}
        </p>
        <p>
          {`It also means we have no reason to push one answer. If Freeview would serve you better than a dish, or a retune would fix the fault, we will say so. Our comparisons of `}
          <a href="/comparisons/aerial-vs-satellite">aerial and satellite</a>
          {` and `}
          <a href="/comparisons/starlink-vs-fibre">Starlink and fibre</a>
          {` set out the trade-offs honestly.`}
        </p>
      </Section>

      <Section id="questions" title="Questions to ask any installer">
        <p>{`Whoever you choose, these questions are worth asking before work starts:`}</p>
        <BulletList
          items={[
            "Will you test the signal with a meter, and show me the readings?",
            "Which transmitter or satellite will it point at, and why?",
            "What cable and connectors will you use, and will you replace the old ones?",
            "Is the price fixed, and does it include everything, call-out included?",
            "What happens, and who do I call, if something goes wrong later?",
          ]}
        />
        <p>
          {`We are happy to answer all of them. More common questions are on our `}
          <a href="/faq">FAQ page</a>
          {`.`}
        </p>
      </Section>

      <CallToAction />
    </>
  );
}
