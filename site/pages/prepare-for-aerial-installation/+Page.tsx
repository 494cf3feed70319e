import { CallToAction } from "../../components/call-to-action";
import { LinkList } from "../../components/lists";
import { Section } from "../../components/section";
import { business } from "../../generated/business";
import { sentence, terms } from "../../components/claims";

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">How to Prepare for Your Aerial Installation</h1>
        <p className="lead">
          {`A little preparation makes an aerial visit quicker, tidier and safer. None of it is essential, but the list below covers the things that most often hold a job up.`}
        </p>
        <p>
          {`The same advice applies to satellite dish and Starlink visits. If anything on the list is difficult for you, just tell us when you book and we will plan around it.`}
        </p>
      </section>

      <Section id="checklist" title="The short checklist">
        <ol>
          <li>Clear a path to the side or back of the house where the ladder will go.</li>
          <li>Unlock side gates and move cars, bins or garden furniture away from that wall.</li>
          <li>Clear the space under the loft hatch and make sure there is a light or socket.</li>
          <li>Keep pets in a closed room while doors are open and ladders are up.</li>
          <li>Leave room for the van on the drive or nearby, or arrange a visitor permit.</li>
          <li>Decide which rooms need TV, and where each TV will sit.</li>
          <li>Have your TV remotes to hand, and the paperwork for any box or recorder.</li>
        </ol>
      </Section>

      <Section id="access" title="Outside access and the loft">
        <p>
          {`We need to stand a ladder on firm, level ground below the chimney or wall where the aerial goes, and usually below the route the cable takes down the house. Flower beds and gravel are fine to work around; a conservatory roof or a glass lean-to below the chimney is something we need to know about in advance, as we may need a different way up. If the only access is through a neighbour's garden or over a shared path, it helps to let them know.`}
        </p>
        <p>
          {`Many systems have an amplifier or splitter in the loft, and cable often runs through it on the way to the rooms. Please clear the area under the hatch, and if the loft is boarded, clear a route from the hatch towards the chimney or the wall the aerial is on. If the loft has no boards, no light or loose insulation that you think might be old, tell us before the visit. Our `}
          <a href="/health-and-safety">health and safety page</a>
          {` explains why.`}
        </p>
      </Section>

      <Section id="household" title="Pets, parking and people">
        <p>
          {`Dogs and cats are naturally curious about ladders and open doors. A closed room for the duration keeps them safe and stops a cat from disappearing into the loft. The same goes for small children: we keep the area below a ladder clear while we work.`}
        </p>
        <p>
          {`Ladders, cable and tools come in a van, and carrying long ladders a long way is slow. If you live on a narrow lane, in a town centre or in a residents' parking zone, such as much of central `}
          <a href="/oxford">Oxford</a>
          {`, let us know when you book; a visitor permit or a space on the drive makes the start of the visit much quicker. Please make sure someone is at home who can let us in and agree the final position of the aerial and TV points.`}
        </p>
      </Section>

      <Section id="tvs" title="Where the TVs are, and what you want">
        <p>
          {`The most useful thing you can do is think about what you want from the system, not just today but over the next few years. Tell us:`}
        </p>
        <ul>
          <li>
            which rooms have a TV now, and which might in future (a bedroom, kitchen or garden
            room);
          </li>
          <li>
            whether any TV is, or will be, wall-mounted, so the cable can come out in the right
            place;
          </li>
          <li>whether you use Sky, Freesat or a recorder that needs two feeds;</li>
          <li>where your existing wall plates are, and whether any have stopped working.</li>
        </ul>
        <p>
          {`Adding a TV point while we are already running cable is far cheaper than a second visit later. On the day we test every point with a meter, tune each TV and show you how to retune yourself if channels change. Our `}
          <a href="/guides/freeview-retuning-guide">retuning guide</a>
          {` covers that too.`}
        </p>
      </Section>

      <Section id="on-the-day" title="On the day">
        <p>
          {`Timing: ${business.aerialLeadTime.toLowerCase()}. When we arrive we start with a survey and meter readings, confirm the price and where everything will go, and only then start work. A straightforward installation is normally finished in one visit. If the weather turns unsafe for roof work we will explain and rearrange rather than take chances. There is no call-out charge.${sentence(terms)}`}
        </p>
        <LinkList
          links={[
            { name: "Choosing a TV aerial", path: "/guides/choosing-a-tv-aerial" },
            { name: "Loft or roof aerial?", path: "/comparisons/loft-aerial-vs-roof-aerial" },
            { name: "What professionals do differently", path: "/professional-installers" },
            { name: "Frequently asked questions", path: "/faq" },
          ]}
        />
      </Section>

      <CallToAction quoteLabel="Book a free survey" />
    </>
  );
}
