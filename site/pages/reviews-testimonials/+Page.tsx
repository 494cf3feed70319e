import { CallToAction } from "../../components/CallToAction";
import { formatDate } from "../../components/format";
import { Section } from "../../components/Section";
import { business } from "../../generated/business";
import { catalogue } from "../../generated/catalogue";

/**
 * Reviews come only from data/reviews.yaml, filled in by the owner with real
 * reviews; the site ships with none rather than invented ones.
 */
export default function Page() {
  const { rating } = business;
  const { reviews } = catalogue;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Reviews and Testimonials</h1>
        <p className="lead">
          {`Customers rate us ${rating.value} out of ${rating.best} from ${rating.count} reviews.`}
        </p>
      </section>
      {reviews.length > 0 ? (
        <Section id="reviews" title="What customers say">
          <ul className="review-list">
            {reviews.map((review) => (
              <li key={`${review.author}-${review.date}`} className="card">
                <blockquote>
                  <p>{review.text}</p>
                </blockquote>
                <p className="post-meta">
                  {`${review.author}, ${review.rating} out of 5, `}
                  <time dateTime={review.date}>{formatDate(review.date)}</time>
                  {` (${review.source})`}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : (
        <Section id="reviews" title="Where to read our reviews">
          <p>
            Our reviews are on the sites where customers left them. We publish reviews here only
            with the customer's permission, word for word.
          </p>
          {business.reviewLinks.length > 0 && (
            <ul className="link-list">
              {business.reviewLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url}>{`Our reviews on ${link.label}`}</a>
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      <Section id="leave" title="Leave a review">
        <p>
          If we have worked for you, a short review helps other people choose. See{" "}
          <a href="/leave-review">how to leave a review</a>, or{" "}
          <a href="/submit-testimonial">send us a testimonial</a> directly.
        </p>
      </Section>
      <CallToAction />
    </>
  );
}
