import { CallToAction } from "../../components/call-to-action";
import { BulletList } from "../../components/lists";
import { Section } from "../../components/section";
import { business } from "../../generated/business";

const { name, base } = business;
const searchPhrase = `${name} ${base.town}`;

export default function Page() {
  const links = business.reviewLinks;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Leave Us a Review</h1>
        <p className="lead">{`If we've fitted an aerial, a dish, Wi-Fi, Starlink or an alarm for you, a short, honest review helps other people decide whether to call us, and tells us what we're getting right and what we could do better.`}</p>
        <p>{`It takes a couple of minutes. Good, bad or somewhere in between, we'd like to hear it.`}</p>
      </section>

      <Section id="where" title="Where to leave a review">
        {links.length > 0 ? (
          <>
            <p>Choose whichever site you already use:</p>
            <ul className="link-list">
              {links.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener"
                  >{`${link.label} (opens in a new tab)`}</a>
                </li>
              ))}
            </ul>
            <p>{`If you use a site that isn't listed here, search for "${searchPhrase}" on it; if we're listed there, you'll be able to review us.`}</p>
          </>
        ) : (
          <>
            <h3>On Google</h3>
            <ol>
              <li>{`Open Google Maps, or search on Google, for "${searchPhrase}".`}</li>
              <li>{`Select our business profile, with the name ${name}.`}</li>
              <li>{`Choose "Reviews", then "Write a review". You'll need to be signed in to a Google account.`}</li>
              <li>Pick a star rating, write a few lines, and post it.</li>
            </ol>
            <h3>On other sites</h3>
            <p>{`If you found us through a directory or a trade site, you can usually leave a review there too. Search that site for "${name}" and, if it asks for a location, "${base.town}". If our listing doesn't come up, Google is the simplest place to leave one.`}</p>
          </>
        )}
      </Section>

      <Section id="useful-review" title="What makes a review useful">
        <p>{`The reviews people find most helpful are specific. You don't need to write much, but it helps other readers if you mention:`}</p>
        <BulletList
          className="check-list"
          items={[
            "what the job was: a new aerial, a dish realigned, mesh Wi-Fi, a Starlink dish, an alarm or cameras;",
            "roughly where you are, such as the town or village, so people nearby know we cover them;",
            "what the problem was before, and whether it's fixed;",
            "how the booking, timing, tidiness and price compared with what you were told;",
            "anything we could have done better.",
          ]}
        />
        <p>{`Please leave out anything personal you wouldn't want strangers to read: your full address, alarm codes, details of where your cameras point, or photos that show your house number or car registration.`}</p>
      </Section>

      <Section id="no-incentives" title="Honest reviews, no incentives">
        <p>{`We never offer discounts, gifts, prize draws or anything else in return for a review, and we don't ask for good reviews only. We don't write reviews about ourselves or ask friends and family to. Review sites' own rules forbid all of that, and so do we.`}</p>
        <p>{`If something went wrong, you're free to say so in a review. We'd also like the chance to put it right, so please tell us directly as well; that won't change anything about your review.`}</p>
      </Section>

      <Section id="other-ways" title="Prefer not to post publicly?">
        <p>
          {`You can send us your comments privately, or as a testimonial for this website with your permission: see `}
          <a href="/submit-testimonial">how to send a testimonial</a>
          {`. To read what other customers have said, see `}
          <a href="/reviews-testimonials">reviews and testimonials</a>
          {`. For anything about a job, `}
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
