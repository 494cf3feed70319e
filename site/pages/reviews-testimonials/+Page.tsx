import { CallToAction } from "../../components/call-to-action";
import { formatDate } from "../../components/format";
import { Section } from "../../components/section";
import { business } from "../../generated/business";
import { reviews } from "../../generated/catalogue-reviews";
import { rating } from "../../components/claims";

/**
 * Reviews come only from data/reviews.yaml, filled in by the owner with real
 * reviews; the site ships with none rather than invented ones. The rating
 * shows only beside a link to where its reviews can be read.
 */
export default function Page() {
  const profile = business.reviewsProfile;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Reviews and Testimonials</h1>
        {rating && profile ? (
          <p className="lead">
            {`${rating}: `}
            <a href={profile.url}>{`read them on ${profile.label}`}</a>
            {"."}
          </p>
        ) : (
          <p className="lead">
            {"If we have worked for you, a short review helps other people nearby choose. "}
            <a href="/leave-review">Here is how to leave one</a>
            {"."}
          </p>
        )}
      </section>
      {reviews.length > 0 && (
        <Section id="reviews" title="What customers say">
          <p>Published word for word, with each customer's permission and named as they agreed.</p>
          <ul className="review-list">
            {reviews.map((review) => (
              <li key={`${review.author}-${review.date}`} className="card">
                <blockquote>
                  <p>{review.text}</p>
                </blockquote>
                <p className="post-meta">
                  {`${review.author}, ${review.rating} out of 5, `}
                  <time dateTime={review.date}>{formatDate(review.date)}</time>
                  {`, left on ${review.source}`}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {business.reviewLinks.length > 0 && (
        <Section id="leave" title="Leave a review">
          <ul className="link-list">
            {business.reviewLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{`Review us on ${link.label}`}</a>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="testimonial" title="Or write to us">
        <p>
          You can also <a href="/submit-testimonial">send us a testimonial</a> directly; we publish
          it here only with your permission.
        </p>
      </Section>
      <CallToAction />
    </>
  );
}
