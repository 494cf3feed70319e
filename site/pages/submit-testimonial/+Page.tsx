import { CallToAction } from "../../components/call-to-action";
import { BulletList, Cards } from "../../components/lists";
import { Section } from "../../components/section";
import { messagingHref } from "../../components/links";
import { business } from "../../generated/business";

const mailto = `mailto:${business.email}?subject=${encodeURIComponent("Testimonial")}`;

const steps = [
  {
    title: "We read it",
    body: "Every testimonial is read by us, not an automated system. If anything is unclear, we'll ask you rather than guess.",
  },
  {
    title: "We check how you'd like to be named",
    body: "Most people choose a first name and their town or village. You can also be anonymous. We never publish surnames, addresses, phone numbers or e-mail addresses.",
  },
  {
    title: "We publish it as written",
    body: "We may correct an obvious typing slip, but we don't change your meaning or add words. If it needs shortening, we'll show you the shorter version before it goes up.",
  },
  {
    title: "You can change your mind",
    body: "Ask us to edit or remove it at any time, and we will.",
  },
];

export default function Page() {
  const { messaging, email } = business;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Send Us a Testimonial</h1>
        <p className="lead">{`Happy with the work we did? A few words in your own voice, which we can share on this website with your permission, means a lot to a small local business.`}</p>
      </section>

      <Section id="how-to-send" title="How to send it">
        <p>Whichever is easier for you:</p>
        <ul className="link-list">
          <li>
            <a
              href={messagingHref(business)}
              target="_blank"
              rel="noopener"
            >{`Send a message on ${messaging.label} (opens in a new tab)`}</a>
          </li>
          <li>
            <a href={mailto}>{`E-mail ${email}`}</a>
          </li>
        </ul>
        <p>{`A photo of the finished job is welcome too, as long as it doesn't show your house number, car registration or anyone's face.`}</p>
      </Section>

      <Section id="what-to-include" title="What to include">
        <BulletList
          className="check-list"
          items={[
            "your testimonial, in your own words: a couple of sentences is plenty;",
            "what we did for you, for example a new aerial, a dish, mesh Wi-Fi, Starlink or an Ajax alarm;",
            "how you'd like to be named: first name and town or village, initials, or anonymous;",
            'a clear line saying we may publish it on our website, for example: "You may publish this on your website."',
          ]}
        />
      </Section>

      <Section id="what-we-do" title="What we do with it">
        <Cards items={steps} />
        <p>
          {`Testimonials appear on our `}
          <a href="/reviews-testimonials">reviews and testimonials</a>
          {` page. We only use yours anywhere else, such as in a leaflet, if you've told us that's fine as well.`}
        </p>
      </Section>

      <Section id="consent" title="Your consent, and withdrawing it">
        <p>{`We only publish a testimonial when you've clearly said we may. Sending us a message about a job isn't the same as agreeing to publication, and we won't treat it that way.`}</p>
        <p>{`To withdraw your consent, message us on ${messaging.label} or e-mail ${email} and say which testimonial it is. We'll take it down from the website and confirm when it's gone. You don't need to give a reason.`}</p>
        <p>{`We keep your message and contact details only to manage your testimonial and to reply to you. You can ask us what we hold about you, or ask us to delete it, in the same way.`}</p>
      </Section>

      <Section id="public-reviews" title="Testimonial or public review?">
        <p>
          {`A testimonial is shared by us, on our site. A public review on Google or another review site is posted by you and stays under your control. Both help, and you're welcome to do either or both: see `}
          <a href="/leave-review">how to leave a review</a>
          {`. For anything else, including a problem with a job, please `}
          <a href="/contact">contact us</a>
          {`.`}
        </p>
      </Section>

      <Section id="closing" title="Need us again?" className="closing">
        <p>{`Quotes are free and there's no call-out charge.`}</p>
        <CallToAction />
      </Section>
    </>
  );
}
