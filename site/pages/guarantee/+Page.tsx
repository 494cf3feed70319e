import { guaranteeWords } from "../../../model/claims";
import { CallToAction } from "../../components/call-to-action";
import { BulletList } from "../../components/lists";
import { PhoneLink } from "../../components/phone-link";
import { Section } from "../../components/section";
import { business } from "../../generated/business";

/** The terms of the guarantee, word for word from data/business.yaml. */
export default function Page() {
  const { guarantee } = business;
  if (!guarantee) return null;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">{guaranteeWords.title(guarantee)}</h1>
        <p className="lead">{guaranteeWords.description(guarantee)}</p>
      </section>
      <Section id="covers" title="What it covers">
        <p>{`For ${guarantee.years} years, it covers:`}</p>
        <BulletList items={guarantee.covers} className="check-list" />
      </Section>
      {guarantee.excludes.length > 0 && (
        <Section id="excludes" title="What it does not cover">
          <BulletList items={guarantee.excludes} />
        </Section>
      )}
      <Section id="claim" title="How to ask us back">
        <p>{guarantee.howToClaim}</p>
        <p>
          {"Phone "}
          <PhoneLink number={business.phone.main.number} />
          {" or e-mail "}
          <a href={`mailto:${business.email}`}>{business.email}</a>
          {"."}
        </p>
      </Section>
      <CallToAction />
    </>
  );
}
