import { BulletList } from "../../components/lists";
import { Section } from "../../components/section";
import { business } from "../../generated/business";
import { guarantee } from "../../components/claims";

const { name, email } = business;
const phone = business.phone.main.number;

interface Template {
  title: string;
  when: string;
  text: string[];
  tips: string[];
}

const positive: Template[] = [
  {
    title: "Short thanks",
    when: "A glowing review with a line or two.",
    text: [
      `Thank you for taking the time to leave a review. We're glad everything is working as it should, and we're only a phone call away if you ever need us again.`,
    ],
    tips: [
      "Add one detail from the review, such as the service or the village, so it doesn't read like a copy.",
    ],
  },
  {
    title: "Longer thanks",
    when: "A detailed review that mentions the job or something the customer valued.",
    text: [
      `Thank you for such a thorough review. It's good to hear the picture is steady again and that the work was done tidily.`,
      `Reviews like this help other people nearby choose an installer, so we really appreciate it. If anything we fitted gives you trouble, just call us.`,
    ],
    tips: [
      "Swap the second sentence for whatever the customer actually praised: Wi-Fi in the garden office, a neat cable run, turning up on time.",
      "Don't repeat the customer's address or anything they didn't mention themselves.",
    ],
  },
];

const mixed: Template = {
  title: "Good work, but something fell short",
  when: "Three or four stars, or praise with a complaint, such as a late arrival or a price higher than expected.",
  text: [
    `Thank you for the review, and for being straight with us. We're pleased the installation itself went well, and we're sorry the visit didn't run as smoothly as it should have.`,
    `You're right to expect better, and we've taken it on board. If there's anything still outstanding, please call us on ${phone} and we'll sort it out.`,
  ],
  tips: [
    "Name the specific thing that went wrong in your own words, so the customer can see you've read it properly.",
    "Only say you've changed something if you actually have.",
  ],
};

const negative: Template[] = [
  {
    title: "A genuine problem",
    when: "A customer we worked for is unhappy with the work or how it was handled.",
    text: [
      `We're sorry to read this. It isn't the experience we want anyone to have, and we'd like the chance to put it right.`,
      `Please call us on ${phone} or e-mail ${email} so we can talk it through and arrange a return visit if one is needed.${guarantee ? ` Any work we fitted is covered by ${guarantee}.` : ""}`,
    ],
    tips: [
      "Reply within a day or two, once you've calmed down, and keep it short.",
      "Don't argue the details in public; move the conversation to the phone.",
      "If you do fix the problem, the customer may choose to update their review. Don't ask them to, and never offer anything in exchange.",
    ],
  },
  {
    title: "Someone we can't find in our records",
    when: "A review from a name that doesn't match any job you can trace.",
    text: [
      `Thank you for the feedback. We've checked our records and can't find a job that matches this review, so we'd be grateful if you could contact us on ${phone} with a few details. We take every complaint seriously and want to look into it properly.`,
    ],
    tips: [
      "Check carefully first: customers often book under a partner's name or review under a nickname.",
      "If you believe the review is fake or about a different business, report it through the review site's own reporting option rather than saying so in the reply.",
    ],
  },
  {
    title: "A review with facts that aren't right",
    when: "A complaint based on something that didn't happen, such as a charge we never make.",
    text: [
      `We're sorry you feel this way. For anyone reading, we'd like to clarify that ${name} doesn't charge for call-outs, and quotes are given before any work starts. We'd welcome the chance to talk this through, so please call us on ${phone}.`,
    ],
    tips: [
      "Correct only facts you can stand behind, calmly and once, and leave it there.",
      "Never mention anything private about the customer or their property, even to defend yourself.",
    ],
  },
];

function TemplateCard({ template }: { template: Template }) {
  return (
    <article className="card">
      <h3>{template.title}</h3>
      <p>
        <strong>When to use it: </strong>
        {template.when}
      </p>
      <blockquote>
        {template.text.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        <p>{name}</p>
      </blockquote>
      <BulletList items={template.tips} />
    </article>
  );
}

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Replying to Reviews: Templates and Guidance</h1>
        <p className="lead">{`Starting points for replying to reviews on Google and other sites. Each one reads as it stands, but every reply should be adjusted to the review in front of you, because a reply that looks pasted does more harm than no reply at all.`}</p>
      </section>

      <Section id="ground-rules" title="Ground rules for every reply">
        <BulletList
          className="check-list"
          items={[
            "Reply to every review, good or bad, ideally within a couple of days.",
            "Thank the customer by first name only if they used it in their review.",
            "Never reveal anything about the customer or the job that they didn't post themselves: no addresses, no prices they didn't mention, nothing about their alarm or cameras.",
            "Keep it short: three or four sentences is plenty for most replies.",
            "Write it, leave it for an hour, then read it again before posting, especially if the review annoyed you.",
            "Never offer money, discounts or gifts to change or remove a review.",
            "Sign off consistently with the business name, so readers know it's the owner replying.",
          ]}
        />
      </Section>

      <Section id="positive" title="Positive reviews">
        <p>{`Positive reviews are the easiest to reply to and the easiest to get wrong by copying the same line every time. Vary the wording and pick out something the customer said.`}</p>
        {positive.map((template) => (
          <TemplateCard key={template.title} template={template} />
        ))}
      </Section>

      <Section id="mixed" title="Mixed reviews">
        <p>{`A mixed review is a chance to show that you listen. Thank the customer, acknowledge the problem without excuses, and offer a way to follow up.`}</p>
        <TemplateCard template={mixed} />
      </Section>

      <Section id="negative" title="Negative reviews">
        <p>{`Future customers read replies to bad reviews more closely than the reviews themselves. A calm, brief reply that offers to fix things usually reassures them more than a long defence.`}</p>
        {negative.map((template) => (
          <TemplateCard key={template.title} template={template} />
        ))}
      </Section>

      <Section id="removal" title="When a review breaks the rules">
        <p>{`Review sites will consider removing reviews that break their policies, such as fake reviews, reviews from competitors, abusive language or personal information. Use the site's reporting option and keep your public reply polite in the meantime. A review that is simply negative, however unfair it feels, is unlikely to be removed, and the best answer to it is a good reply.`}</p>
      </Section>

      <Section id="more-tools" title="Related tools" className="closing">
        <ul className="link-list">
          <li>
            <a href="/print-review-card">Printable review card</a>
          </li>
          <li>
            <a href="/google-business-checklist">Google Business Profile checklist</a>
          </li>
          <li>
            <a href="/leave-review">How customers leave a review</a>
          </li>
        </ul>
      </Section>
    </>
  );
}
