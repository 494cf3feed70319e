import { CallToAction } from "../../components/call-to-action";
import { Section } from "../../components/section";
import { formatFrom, formatOpeningHours } from "../../components/format";
import { business } from "../../generated/business";
import { guaranteeWords } from "../../../model/claims";
import { sentence, terms, vatAfterPrice } from "../../components/claims";

interface Question {
  question: string;
  answer: string;
  link?: { name: string; path: string };
}

interface Topic {
  id: string;
  title: string;
  questions: Question[];
}

/** ["4", "7", "10+"] → "4, 7 or 10+". */
function orList(items: string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

function topics(): Topic[] {
  const { prices, starlink, ajax } = business;
  return [
    {
      id: "aerials",
      title: "TV aerials",
      questions: [
        {
          question: "Why has my Freeview picture started breaking up?",
          answer: `Pixelation usually means a weak or corrupted signal: a water-logged connector, damaged cable, an aerial moved by the wind, or 4G or 5G interference. Retuning rarely cures it; a signal meter shows which it is.`,
          link: { name: "Pixelated TV picture", path: "/problems/pixelated-tv-picture" },
        },
        {
          question: "Which transmitter will my aerial point at?",
          answer: `Across most of Oxfordshire, Oxford at Beckley. Much of Wiltshire and Gloucestershire uses Mendip, some homes Hannington, north-west Gloucestershire Ridge Hill, and many valley villages a local relay. We confirm it with a meter.`,
          link: { name: "Transmitter dashboard", path: "/transmitter-dashboard" },
        },
        {
          question: "Will a loft aerial work for me?",
          answer: `Sometimes. With a strong signal, a tiled roof and no foil-backed insulation it can work well; slate, solar panels and weak signal make it less likely. We measure before recommending one.`,
          link: { name: "Loft or roof aerial?", path: "/comparisons/loft-aerial-vs-roof-aerial" },
        },
        {
          question: "How quickly can you fix my aerial?",
          answer: `${business.aerialLeadTime}. Roof work always waits for safe weather.`,
        },
      ],
    },
    {
      id: "satellite",
      title: "Satellite dishes",
      questions: [
        {
          question: "How much does a Sky dish installation cost?",
          answer: `Sky dish installation is ${formatFrom(prices.skyDishFrom)}${vatAfterPrice}, with no call-out charge; extras such as additional cables are quoted before we start.`,
        },
        {
          question: "Why has my satellite signal gone?",
          answer: `Usually a dish knocked out of line, a failed LNB, water in a connector, or a tree that has come into leaf. Very heavy rain or snow can interrupt it briefly.`,
          link: { name: "Sky says no satellite signal", path: "/problems/sky-no-satellite-signal" },
        },
        {
          question: "Can one dish serve Sky and Freesat, or several rooms?",
          answer: `Both come from the satellites at 28.2°E, so one dish can feed both. Each tuner needs its own feed, so recorders and extra rooms need more cables, a suitable LNB and sometimes a multiswitch.`,
        },
        {
          question: "Do I need a dish for Sky at all?",
          answer: `Not always: Sky also streams over broadband. If your broadband is slow, a dish is still the more reliable choice.`,
          link: { name: "Freesat or Sky?", path: "/comparisons/freesat-vs-sky" },
        },
      ],
    },
    {
      id: "wifi",
      title: "Wi-Fi and mesh",
      questions: [
        {
          question: "Why is my Wi-Fi weak in some rooms?",
          answer: `Thick walls, floors, foil-backed plasterboard and distance all weaken Wi-Fi, and the router often sits in the worst place: at the front of the house by the phone socket.`,
          link: { name: "Wi-Fi dead spots", path: "/problems/wifi-dead-spots" },
        },
        {
          question: "Are mesh systems better than extenders?",
          answer: `Usually. Mesh points form one network and move your devices between them automatically; linked by cable they keep speeds high, while extenders often halve the speed they pass on.`,
          link: { name: "Mesh or extenders?", path: "/comparisons/mesh-wifi-vs-wifi-extenders" },
        },
        {
          question: "Can you get Wi-Fi to my garden office or outbuilding?",
          answer: `Yes. Best is an outdoor-grade network cable to an access point in the building; where cabling is impractical, a point-to-point wireless link can bridge the gap.`,
        },
        {
          question: "Will better Wi-Fi make my broadband faster?",
          answer: `It gets the speed you pay for into every room, but cannot add speed the line does not deliver. If the line is slow, consider Starlink.`,
          link: { name: "Slow Wi-Fi", path: "/problems/slow-wifi" },
        },
      ],
    },
    {
      id: "starlink",
      title: "Starlink",
      questions: [
        {
          question: "What speeds does Starlink give?",
          answer: `Typically ${starlink.speedMbps.min}-${starlink.speedMbps.max} Mbps download, with latency of ${starlink.latencyMs.min}-${starlink.latencyMs.max} ms: enough for streaming, video calls and home working.`,
          link: { name: "Starlink or fibre?", path: "/comparisons/starlink-vs-fibre" },
        },
        {
          question: "Will Starlink work at my property?",
          answer: `It needs a clear view of a wide area of sky. The obstruction check in the Starlink app shows what is in the way, and we use it to choose the mounting point.`,
          link: { name: "Starlink obstructions", path: "/problems/starlink-obstructions" },
        },
        {
          question: "How much does Starlink installation cost?",
          answer: `Dish installation is ${formatFrom(prices.starlink.dishFrom)}, complex mounting (tall poles, chimneys or long cable runs) ${formatFrom(prices.starlink.complexMountingFrom)}, and extra Wi-Fi access points ${formatFrom(prices.starlink.wifiAccessPointFrom)}.`,
        },
        {
          question: "Do you supply the Starlink subscription?",
          answer: `No: the plan is between you and Starlink. We mount the dish, run the cable, set up the router and spread Wi-Fi around the property.`,
          link: {
            name: "Starlink installation guide",
            path: "/guides/starlink-installation-guide",
          },
        },
      ],
    },
    {
      id: "ajax",
      title: "Ajax alarms and CCTV",
      questions: [
        {
          question: "What is Ajax?",
          answer: `A wireless alarm system: a hub such as Hub 2 talks by radio to detectors, door contacts, smoke detectors, keypads and sirens, and you control it in the Ajax app.`,
          link: { name: "The Ajax range", path: "/ajax-security-systems" },
        },
        {
          question: "How long do the batteries last?",
          answer: `Up to ${orList(ajax.batteryYears)} years depending on the device (manufacturer's figures), and the app warns you when one is running low.`,
        },
        {
          question: "How big a system can one hub run?",
          answer: `A Hub 2 connects up to ${ajax.hubDevices} devices, far more than most homes need, so a system can grow from a starter kit over time.`,
        },
        {
          question: "How much does an Ajax system cost?",
          answer: `Our packages start ${formatFrom(prices.ajax.starterKitFrom)} for a Starter Kit, ${formatFrom(prices.ajax.standardSecurityFrom)} for Standard Security and ${formatFrom(prices.ajax.completeProtectionFrom)} for Complete Protection. Which devices you need is decided at a free survey.`,
        },
      ],
    },
    {
      id: "booking",
      title: "Prices and booking",
      questions: [
        {
          question: "Do you charge for a call-out or a quote?",
          answer: `No. There is no call-out charge and quotes are free.${sentence(terms)}`,
        },
        {
          question: "How much is a new TV aerial?",
          answer: `It depends on the aerial your transmitter needs, the fixing and how many TV points it feeds, so aerial work is a fixed quote after a free survey.`,
          link: { name: "Price guide", path: "/pricing" },
        },
        {
          question: "When are you open, and how can I pay?",
          answer: `We are open ${formatOpeningHours(business.openingHours)}. ${business.afterHours} You can pay by ${orList(business.paymentAccepted.map((way) => way.toLowerCase()))}.`,
        },
        ...(business.guarantee
          ? [
              {
                question: guaranteeWords.question,
                answer: guaranteeWords.answer(business.guarantee),
                link: { name: guaranteeWords.title(business.guarantee), path: "/guarantee" },
              },
            ]
          : []),
      ],
    },
  ];
}

export default function Page() {
  const groups = topics();
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Frequently Asked Questions</h1>
        <p className="lead">
          {`Straight answers to the questions we are asked most about TV aerials, satellite dishes, Wi-Fi, Starlink, Ajax alarms, prices and booking.`}
        </p>
        <nav aria-label="FAQ topics">
          <ul className="link-list">
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </section>

      {groups.map((group) => (
        <Section key={group.id} id={group.id} title={group.title} className="faq">
          <dl>
            {group.questions.map((item) => (
              <div key={item.question}>
                <dt>
                  <strong>{item.question}</strong>
                </dt>
                <dd>
                  <p>
                    {item.answer}
                    {item.link && (
                      <>
                        {" "}
                        <a href={item.link.path}>{`More: ${item.link.name}`}</a>
                      </>
                    )}
                  </p>
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      ))}

      <p>
        {`Question not answered here? Call us or `}
        <a href="/contact">send us a message</a>
        {`; you may also find the `}
        <a href="/voice-search">quick answers page</a>
        {` useful.`}
      </p>
      <CallToAction />
    </>
  );
}
