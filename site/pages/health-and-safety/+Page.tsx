import { CallToAction } from "../../components/call-to-action";
import { BulletList } from "../../components/lists";
import { Section } from "../../components/section";
import { business } from "../../generated/business";

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Health and Safety: How We Work at Height</h1>
        <p className="lead">
          {`Aerial and satellite work means ladders, roofs and chimneys, often on old buildings and in changeable weather. This page sets out our approach to doing it safely, for our sake, yours and your neighbours'.`}
        </p>
        <p>
          {`It describes how we plan and carry out work. If you manage a commercial site, the last section covers the paperwork we provide.`}
        </p>
      </section>

      <Section id="assessment" title="Every job starts with a risk assessment">
        <p>
          {`Before anyone climbs, we look at the job from the ground: the height and pitch of the roof, the condition of the chimney, where a ladder can stand on firm, level ground, what is underneath (conservatories, paths, parked cars) and whether overhead power or phone lines are nearby. We ask you about anything we cannot see, such as a loft with no boards.`}
        </p>
        <p>
          {`The first question is whether we need to go up at all. Many reception faults are at the wall plate, the cable or the television. Where work at height is needed, we choose the safest practical way to reach it.`}
        </p>
      </Section>

      <Section id="ladders" title="Ladders, roofs and chimneys">
        <BulletList
          className="check-list"
          items={[
            "Ladders are inspected before use, set at the correct angle (roughly one out for every four up), secured or footed, and extended well above the landing point.",
            "Stand-offs keep a ladder off gutters, and we keep three points of contact while climbing, carrying tools on a belt or line rather than in our hands.",
            "On pitched roofs we use a roof ladder hooked over the ridge instead of walking on tiles or slates, which also avoids cracking them.",
            "We never stand or kneel on fragile surfaces: cement sheet roofs, roof lights, conservatory panels and old corrugated sheets.",
            "Where a ladder is not safe for the task, such as a tall gable, a long job or a chimney that cannot be reached from the roof, we arrange a tower scaffold or a powered access platform instead, and tell you beforehand.",
            "Tools and fixings are kept clear of the edge, and we keep people and pets away from the area below while we work.",
          ]}
        />
      </Section>

      <Section id="weather" title="Weather limits">
        <p>
          {`An aerial or dish catches the wind like a sail, so wind is the main reason we postpone roof work. We do not work at height in strong or gusting wind, during thunderstorms, or when roofs, ladders and rungs are wet, icy or frosted. Moss on north-facing slopes stays slippery long after rain stops.`}
        </p>
        <p>
          {`If the weather turns, we make the installation safe, leave you with a working picture where we can, and come back to finish. We would rather rearrange than take a risk. We treat a lost picture as urgent (aerial work: ${business.aerialLeadTime.toLowerCase()}), but even an emergency visit waits for safe conditions before anyone goes on a roof.`}
        </p>
      </Section>

      <Section id="electrical" title="Electrical safety: amplifiers, power supplies and PoE">
        <p>
          {`Most of our work is low voltage, but not all of it. Masthead and distribution amplifiers are powered from the mains through a power supply unit, usually in the loft. Before working on a powered system we switch the supply off, check the unit and its lead for damage or water, and keep coaxial and network cables apart from mains wiring. External cable runs are sealed where they enter the building.`}
        </p>
        <p>
          {`Wi-Fi access points and security cameras are often powered over the network cable itself (Power over Ethernet). We match the switch or injector to the devices, use outdoor-rated cable outside, and label network outlets so they are never confused with anything else. Where a system needs earthing or equipotential bonding, for example on a communal aerial system, we follow the relevant safety standard for TV distribution systems (BS EN 60728-11). Any new mains socket or spur is work for a qualified electrician, and we will tell you if you need one.`}
        </p>
      </Section>

      <Section id="asbestos" title="Asbestos awareness and lone working">
        <p>
          {`Buildings built or refurbished before 2000 may contain asbestos, and the places it hides overlap with where we work: soffits and fascias, textured ceilings, cement roof sheets and flues, old water tanks and boards in lofts, and some loose loft insulation. If we suspect a material may contain asbestos, we do not drill, cut or disturb it; we find another cable route or fixing point, and we will suggest having it tested. On non-domestic premises we ask to see the asbestos register before starting.`}
        </p>
        <p>
          {`When one of us works alone, someone else always knows where we are and when we expect to finish, and we keep a charged phone on us. Jobs that need a second person, such as footing a ladder or long roof work, are booked with two people or rescheduled until they can be.`}
        </p>
      </Section>

      <Section id="commercial" title="Commercial sites: RAMS and site rules">
        <p>
          {`For offices, schools, care homes, hotels and blocks of flats we provide a risk assessment and method statement (RAMS) for the job before work starts, covering access, working at height, isolation of equipment, protection of the public and how we will leave the site each day. We follow your site rules, sign in and out, work around residents and opening hours, and agree in advance any permits for roof access or any areas that need to be closed off.`}
        </p>
        <p>
          {`More about planned work of this kind is on our `}
          <a href="/services/commercial-tv-installation">commercial TV installation</a>
          {` page, and our `}
          <a href="/professional-installers">professional installers</a>
          {` page explains what else sets careful installation apart from DIY.`}
        </p>
      </Section>

      <CallToAction />
    </>
  );
}
