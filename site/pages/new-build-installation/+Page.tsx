import { CallToAction } from "../../components/call-to-action";
import { BulletList, LinkList } from "../../components/lists";
import { Section } from "../../components/section";
import { sentence, terms } from "../../components/claims";

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">TV, Wi-Fi and Security for New Builds</h1>
        <p className="lead">
          {`Building a new home, converting a barn or adding a large extension? The cheapest time to get TV, data and security right is before the plaster goes on. We work with self-builders, small developers and their builders to plan and fit it at the right stage.`}
        </p>
        <p>
          {`This page explains what we do at each stage of a build and what to ask for. Work is priced as a fixed quote after a free look at the plans or the site.`}
        </p>
      </section>

      <Section id="first-fix" title="First fix: cables before the walls close">
        <p>
          {`At first fix, while studs and joists are open, we run cables from a central point, usually a cupboard or a small data cabinet, to every place a TV or network connection might be wanted. Star wiring like this means each outlet has its own cable back to the centre, so any room can be changed later without opening walls. A typical plan includes:`}
        </p>
        <BulletList
          items={[
            "A coaxial cable from the loft or aerial position to every TV point, with spares for rooms that may become bedrooms or offices.",
            "Satellite cables to the main TV positions, with two per point where a recorder may be used.",
            "Network cable (Cat6) to TV points, desks and the places where Wi-Fi access points will sit, usually in ceilings on each floor.",
            "A cable route to a good Starlink or aerial position, and to any garage, annexe or garden building.",
            "Back boxes at the right height for wall-mounted TVs, with the outlets hidden behind the screen.",
          ]}
        />
      </Section>

      <Section id="roof" title="Aerials and dishes while the scaffold is up">
        <p>
          {`If the scaffold is still in place, fitting the aerial and dish is quicker, safer and cheaper than coming back with ladders later. We measure the signal from the finished roof height, choose an aerial for the transmitter that the site can see best, and fix it to the chimney, a gable or a bracket designed in with the builder. Some new homes are handed over without a roof aerial at all, leaving owners to add one after moving in; planning it now avoids cables clipped across a brand-new wall.`}
        </p>
      </Section>

      <Section id="second-fix" title="Second fix: outlets, Wi-Fi and testing">
        <p>
          {`Once decorating is done we fit the wall plates, the distribution amplifier or multiswitch, the network switch and the Wi-Fi access points, then test every outlet and room. Ceiling-mounted access points powered over the network cable (PoE) give even coverage without plug-in boxes on every floor, and a single network name throughout.`}
        </p>
        <p>
          {`Since Part R of the Building Regulations came into force, new homes in England must be built with the physical infrastructure for gigabit broadband, and developers must in most cases arrange a gigabit-capable connection. That gets fast broadband to the door; it does not spread it around the house, which is where our wiring and Wi-Fi come in. On remote sites where fibre is not practical, Starlink can fill the gap.`}
        </p>
      </Section>

      <Section id="security" title="Security from day one">
        <p>
          {`An Ajax wireless alarm can be fitted just before you move in, with no extra cabling needed. Empty new homes and building sites attract thieves, so it can make sense to protect the site earlier and move the devices to their final positions later. Camera cabling, if you want wired cameras, is best run at first fix alongside the network cables.`}
        </p>
        <LinkList
          links={[
            { name: "Ajax security systems", path: "/ajax-security-systems" },
            { name: "Planning a mesh network", path: "/guides/planning-a-mesh-wifi-network" },
            { name: "Choosing a TV aerial", path: "/guides/choosing-a-tv-aerial" },
            { name: "Barn conversions", path: "/services/farmhouses-and-barn-conversions" },
          ]}
        />
        <p>
          {`There is no call-out charge.${sentence(terms)} Send us the plans or call to talk through the timing with your builder.`}
        </p>
      </Section>

      <CallToAction />
    </>
  );
}
