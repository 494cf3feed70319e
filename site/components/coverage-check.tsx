/**
 * "Do you cover me?": a plain GET form to /coverage, which the server answers
 * with a page (no JavaScript needed), and the live region its answer appears
 * in. With scripts, the island (islands/coverage) answers in place from the
 * generated district table, so a static host with no server answers too.
 * The island builds the same markup as CoverageAnswerView from the same message.
 */
import { describeAnswer, type CoverageAnswer } from "../../model/coverage";
import { COVERAGE_PATH } from "../../model/routes";
import { coverage } from "../generated/coverage";
import { business } from "../generated/business";
import {
  COVERAGE_ANSWER_ID,
  COVERAGE_FORM_ID,
  COVERAGE_HEADING_ID,
  COVERAGE_INPUT_ID,
  MAX_POSTCODE_INPUT,
  POSTCODE_PARAM,
} from "../../model/coverage-check";
import { PhoneLink } from "./phone-link";
import { selling } from "./claims";

/** An answer as the visitor reads it; its heading level follows the section it sits in. */
export function CoverageAnswerView({ answer }: { answer: CoverageAnswer }) {
  const message = describeAnswer(answer, coverage.base, selling.aQuote);
  return (
    <div className={`coverage-answer coverage-${message.tone}`}>
      <h3 id={COVERAGE_HEADING_ID}>{message.heading}</h3>
      {message.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {message.places.length > 0 && (
        <ul className="link-list">
          {message.places.map((place) => (
            <li key={place.path}>
              <a href={place.path}>{place.name}</a>
            </li>
          ))}
        </ul>
      )}
      {message.pages.length > 0 && (
        <p>
          {"Postcode area: "}
          {message.pages.map((page, i) => (
            <span key={page.path}>
              {i > 0 && ", "}
              <a href={page.path}>{page.name}</a>
            </span>
          ))}
        </p>
      )}
      <p>
        {`${message.call} `}
        <PhoneLink number={business.phone.main.number} />
        {"."}
      </p>
    </div>
  );
}

/**
 * The form and its answer. `value` and `answer` come from the server's
 * /coverage page; pre-rendered pages show the empty form. On the /coverage
 * page itself (`onCoveragePage`) the island answers a ?postcode= the server
 * did not (a static host), and there is no link to the page.
 */
export function CoverageCheck({
  value = "",
  answer,
  onCoveragePage = false,
}: {
  value?: string;
  answer?: CoverageAnswer;
  onCoveragePage?: boolean;
}) {
  const invalid = answer?.kind === "invalid";
  return (
    <div className="coverage-check">
      <form
        id={COVERAGE_FORM_ID}
        className="coverage-form"
        method="get"
        action={COVERAGE_PATH}
        data-answer-from-url={onCoveragePage ? "" : undefined}
        // What the island's answer says beside the table's: it is not in the browser's bundle.
        data-phone={business.phone.main.number}
        data-a-quote={selling.aQuote}
      >
        <label htmlFor={COVERAGE_INPUT_ID}>Your postcode</label>
        <div className="coverage-row">
          <input
            id={COVERAGE_INPUT_ID}
            name={POSTCODE_PARAM}
            type="text"
            defaultValue={value.slice(0, MAX_POSTCODE_INPUT)}
            maxLength={MAX_POSTCODE_INPUT}
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? COVERAGE_HEADING_ID : undefined}
          />
          <button className="button button-primary" type="submit">
            Check
          </button>
        </div>
        <p className="form-note">A full postcode such as OX18 3AB, or just its first part.</p>
      </form>
      <div id={COVERAGE_ANSWER_ID} className="coverage-answer-region" aria-live="polite">
        {answer && <CoverageAnswerView answer={answer} />}
      </div>
      {!onCoveragePage && (
        <p>
          <a href={COVERAGE_PATH}>Every postcode district we cover</a>
        </p>
      )}
    </div>
  );
}
