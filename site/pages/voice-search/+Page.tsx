import { CallToAction } from "../../components/call-to-action";
import { Section } from "../../components/section";
import { formatFrom, formatOpeningHours } from "../../components/format";
import { PhoneLink } from "../../components/phone-link";
import type { Link } from "../../../model/page-props";
import { business } from "../../generated/business";
import { sentence, terms, vatAfterPrice } from "../../components/claims";

interface Spoken {
  question: string;
  answer: string;
  links: Link[];
}

/** ["4", "7", "10+"] → "4, 7 or 10+". */
function orList(items: string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

function Answers({ items }: { items: Spoken[] }) {
  return (
    <>
      {items.map((item) => (
        <article key={item.question}>
          <h3>{item.question}</h3>
          <p>
            {item.answer}{" "}
            {item.links.map((link, i) => (
              <span key={link.path}>
                {i > 0 && " · "}
                <a href={link.path}>{link.name}</a>
              </span>
            ))}
          </p>
        </article>
      ))}
    </>
  );
}

export default function Page() {
  const { base, prices, starlink, ajax } = business;
  const openSunday = business.openingHours.days.includes("Su");
  const tv: Spoken[] = [
    {
      question: "Who can fix my TV aerial near Witney?",
      answer: `${business.name} can. We are based in ${base.town}, a short drive from Witney, and repair and replace aerials across west Oxfordshire. Aerial work: ${business.aerialLeadTime.toLowerCase()}.`,
      links: [
        { name: "TV aerials in Witney", path: "/witney" },
        { name: "No TV signal", path: "/problems/no-tv-signal" },
      ],
    },
    {
      question: "Why has my Freeview stopped working?",
      answer: `Most often a cable or connector has failed, the aerial has moved in the wind, or channels have changed and the TV needs retuning. Try a retune first; if channels are still missing, the aerial or cable needs checking.`,
      links: [
        { name: "Freeview no signal", path: "/problems/freeview-no-signal" },
        { name: "How to retune", path: "/guides/freeview-retuning-guide" },
      ],
    },
    {
      question: "Which TV transmitter am I on in Oxfordshire?",
      answer: `Most of Oxfordshire receives Oxford at Beckley, but some homes use a local relay or, near the county edges, another main transmitter.`,
      links: [{ name: "Transmitter dashboard", path: "/transmitter-dashboard" }],
    },
    {
      question: "How much does a Sky dish installation cost?",
      answer: `Sky dish installation is ${formatFrom(prices.skyDishFrom)}${vatAfterPrice}, with no call-out charge.`,
      links: [
        { name: "Price guide", path: "/pricing" },
        { name: "Satellite dish problems", path: "/problems/satellite-dish-problems" },
      ],
    },
  ];
  const internet: Spoken[] = [
    {
      question: "Why is my Wi-Fi so bad upstairs?",
      answer: `Floors and thick walls block Wi-Fi, and routers usually sit at the front of the house. A mesh system with a point upstairs, ideally linked by cable, is the usual fix.`,
      links: [
        { name: "Wi-Fi dead spots", path: "/problems/wifi-dead-spots" },
        { name: "Planning a mesh network", path: "/guides/planning-a-mesh-wifi-network" },
      ],
    },
    {
      question: "Can I get Starlink in the Cotswolds?",
      answer: `Yes, wherever the dish has a clear view of the sky. Typical speeds are ${starlink.speedMbps.min}-${starlink.speedMbps.max} Mbps, and installation is ${formatFrom(prices.starlink.dishFrom)}.`,
      links: [
        { name: "Starlink in Cirencester", path: "/starlink-installation-cirencester" },
        { name: "Starlink in Burford", path: "/starlink-installation-burford" },
      ],
    },
    {
      question: "Is Starlink better than fibre broadband?",
      answer: `If full fibre is available, it is usually faster and cheaper. Starlink is the better choice where fibre has not arrived and the phone line is slow.`,
      links: [{ name: "Starlink or fibre?", path: "/comparisons/starlink-vs-fibre" }],
    },
  ];
  const security: Spoken[] = [
    {
      question: "Who installs Ajax alarms near Oxford?",
      answer: `We do. We install Ajax wireless alarms and cameras in Oxford and across the surrounding counties, with packages ${formatFrom(prices.ajax.starterKitFrom)}.`,
      links: [
        { name: "Ajax in Oxford", path: "/ajax-security-installation-oxford" },
        { name: "The Ajax range", path: "/ajax-security-systems" },
      ],
    },
    {
      question: "How long do Ajax batteries last?",
      answer: `Depending on the device, up to ${orList(ajax.batteryYears)} years by the manufacturer's figures.`,
      links: [{ name: "Ajax alarm set-up guide", path: "/guides/ajax-alarm-setup-guide" }],
    },
    {
      question: "Why does my alarm keep going off for no reason?",
      answer: `Common causes are pets, draughts moving curtains, heaters in view of a detector, or a door contact that has worked loose. Detector placement and settings usually cure it.`,
      links: [{ name: "Alarm false alarms", path: "/problems/alarm-false-alarms" }],
    },
  ];
  const booking: Spoken[] = [
    {
      question: "Is there a TV aerial installer open on Sunday?",
      answer: openSunday
        ? `Yes. We are open ${formatOpeningHours(business.openingHours)}.`
        : `We are open ${formatOpeningHours(business.openingHours)}.`,
      links: [{ name: "Contact us", path: "/contact" }],
    },
    {
      question: "Do aerial engineers charge a call-out fee?",
      answer: `Some do; we do not. There is no call-out charge and quotes are free.${sentence(terms)}`,
      links: [{ name: "Why choose us", path: "/why-choose-us" }],
    },
    {
      question: "How much does a new TV aerial cost?",
      answer: `It depends on the aerial, the fixing and how many TV points it feeds, so we give a fixed quote after a free survey.`,
      links: [
        { name: "Get a quote", path: "/contact" },
        { name: "Prepare for a visit", path: "/prepare-for-aerial-installation" },
      ],
    },
  ];

  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Quick Answers to Spoken Questions</h1>
        <p className="lead">
          {`Short, direct answers to the questions people ask their phone or smart speaker about TV, internet and home security, with a link to more detail after each one.`}
        </p>
        <p>
          {`Want to ask us instead? Call `}
          <PhoneLink number={business.phone.main.number} />
          {`.`}
        </p>
      </section>

      <Section id="tv" title="TV aerials and satellite">
        <Answers items={tv} />
      </Section>
      <Section id="internet" title="Wi-Fi and Starlink">
        <Answers items={internet} />
      </Section>
      <Section id="security" title="Alarms and cameras">
        <Answers items={security} />
      </Section>
      <Section id="booking" title="Booking and prices">
        <Answers items={booking} />
      </Section>

      <p>
        {`For longer answers, see our `}
        <a href="/faq">frequently asked questions</a>
        {` or the full list of `}
        <a href="/services">services</a>
        {`.`}
      </p>
      <CallToAction />
    </>
  );
}
