import { CallToAction } from "../../components/call-to-action";
import { BulletList, LinkList } from "../../components/lists";
import { Section } from "../../components/section";
import { sentence, terms } from "../../components/claims";

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Commercial TV Installation</h1>
        <p className="lead">
          {`TV systems for businesses and shared buildings: pubs, offices, care homes, hotels, schools and blocks of flats. One set of aerials and dishes, feeding every screen or flat with a strong, even signal.`}
        </p>
        <p>
          {`We plan each system around the building and the way it is used, work around your trading hours or residents, and provide the paperwork commercial sites need. Every commercial job is priced as a fixed quote after a free survey.`}
        </p>
      </section>

      <Section id="systems" title="The systems we design and fit">
        <h3>Communal aerial systems</h3>
        <p>
          {`A single high-quality aerial, chosen for the transmitter the building can best see, feeds a distribution amplifier and a network of splitters and wall outlets. Each outlet is balanced so that the screen at the end of a long corridor gets the same picture as the one next to the amplifier. This suits offices, bars, care homes and hotels that need Freeview in many rooms.`}
        </p>
        <h3>Satellite and integrated reception systems</h3>
        <p>
          {`Where residents or guests need satellite as well as Freeview, an integrated reception system (IRS) combines the aerial and a dish pointed at 28.2°E through multiswitches, so each flat or room can have Freeview, Freesat and, where the system is built for it, Sky on their own subscription, all from one tidy set of equipment on the roof instead of a dish on every balcony.`}
        </p>
        <h3>Sharing one source across many screens</h3>
        <p>
          {`A modulator can turn an HDMI source, such as a satellite box, a media player or a camera feed, into a channel on the building's TV network, so every screen in a bar or reception area can show it without a box behind each one. Public showing of subscription sport needs the right commercial subscription, and live TV on business premises needs a TV Licence; both are for you to arrange, and we can explain what you may need.`}
        </p>
      </Section>

      <Section id="sectors" title="Buildings we work in">
        <p>
          {`The principles are the same everywhere, but every kind of building has its own priorities. Our sector pages go into detail:`}
        </p>
        <LinkList
          links={[
            { name: "Care homes", path: "/services/care-homes" },
            { name: "Hotels and guest houses", path: "/services/hotels-and-guest-houses" },
            { name: "Schools and colleges", path: "/services/schools-and-colleges" },
            { name: "Blocks of flats", path: "/services/blocks-of-flats" },
            { name: "Holiday lets", path: "/services/holiday-lets" },
            { name: "Listed buildings", path: "/services/listed-buildings" },
          ]}
        />
      </Section>

      <Section id="how" title="How a commercial job runs">
        <ol>
          <li>
            {`Survey: we measure the signal on the roof, check the building's routes for cable (risers, ceiling voids, existing containment) and agree where each outlet will go.`}
          </li>
          <li>
            {`Proposal: a fixed quote listing the equipment, the number of outlets and the expected signal at each one.`}
          </li>
          <li>
            {`Planning: a risk assessment and method statement (RAMS), roof-access arrangements, and a schedule that fits around opening hours, mealtimes or residents. Work can be phased so part of the building keeps its TV throughout.`}
          </li>
          <li>
            {`Installation and commissioning: every outlet is tested and its reading recorded, and outlets and cables are labelled so that faults can be traced quickly in future.`}
          </li>
          <li>
            {`Handover: a record of the system and its readings, and a single number to call if anything goes wrong.`}
          </li>
        </ol>
      </Section>

      <Section id="why-it-matters" title="What careful commercial work avoids">
        <BulletList
          className="check-list"
          items={[
            "Screens at the far end of the system pixelating while those near the amplifier are overloaded.",
            "Interference from nearby 4G and 5G masts, common in town centres, kept out with suitable filters.",
            "Unlabelled cables that turn a simple fault into a day of tracing.",
            "A roof covered in individual dishes and aerials on blocks of flats.",
            "Unsafe or unplanned work at height on a busy site.",
          ]}
        />
        <p>
          {`Our approach to working at height, electrical safety and asbestos on older commercial buildings is set out on our `}
          <a href="/health-and-safety">health and safety page</a>
          {`. There is no call-out charge for a survey.${sentence(terms)}`}
        </p>
      </Section>

      <CallToAction quoteLabel="Arrange a free survey" />
    </>
  );
}
