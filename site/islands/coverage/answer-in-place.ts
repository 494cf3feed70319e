/**
 * The postcode check in the browser: the same checkPostcode over the same
 * generated table as the server's /coverage page (fetched as a file:
 * COVERAGE_TABLE_PATH), shown in the form's live
 * region with the markup of components/coverage-check.tsx (CoverageAnswerView),
 * built as DOM nodes (text goes in as text, never as HTML). No React: this
 * and the table are all that load.
 */
import { checkPostcode, describeAnswer, type CoverageTable } from "../../../model/coverage";
import { keepTogether, telHref } from "../../../model/phone";
import {
  COVERAGE_TABLE_PATH,
  COVERAGE_ANSWER_ID,
  COVERAGE_FORM_ID,
  COVERAGE_HEADING_ID,
  COVERAGE_INPUT_ID,
  MAX_POSTCODE_INPUT,
} from "../../../model/coverage-check";

type Child = Node | string;

/** The district table the build writes beside the pages; an error if it is not one. */
export async function fetchCoverageTable(): Promise<CoverageTable> {
  const response = await fetch(COVERAGE_TABLE_PATH);
  if (!response.ok) throw new Error(`${COVERAGE_TABLE_PATH} answered ${response.status}`);
  const table: unknown = await response.json();
  if (
    typeof table !== "object" ||
    table === null ||
    !("base" in table && typeof table.base === "string") ||
    !("covered" in table && typeof table.covered === "object") ||
    !("others" in table && typeof table.others === "object")
  )
    throw new Error(`${COVERAGE_TABLE_PATH} is not a district table`);
  return table as CoverageTable;
}

function element(tag: string, attributes: Record<string, string>, ...children: Child[]) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const link = (name: string, href: string) => element("a", { href }, name);

/** The answer for what is in the form's postcode field, in place of the last one. */
export function answerInPlace(coverage: CoverageTable): void {
  const form = document.getElementById(COVERAGE_FORM_ID);
  const input = document.getElementById(COVERAGE_INPUT_ID);
  const region = document.getElementById(COVERAGE_ANSWER_ID);
  if (!form || !(input instanceof HTMLInputElement) || !region) return;
  // The number to call and the quote's words, as the form names them (components/coverage-check.tsx).
  const { phone, aQuote } = form.dataset;
  if (phone === undefined || aQuote === undefined)
    throw new Error(`#${COVERAGE_FORM_ID} names no phone number or quote`);
  const answer = checkPostcode(coverage, input.value.slice(0, MAX_POSTCODE_INPUT));
  const message = describeAnswer(answer, coverage.base, aQuote);

  const parts: Node[] = [
    element("h3", { id: COVERAGE_HEADING_ID }, message.heading),
    ...message.lines.map((line) => element("p", {}, line)),
  ];
  if (message.places.length > 0) {
    parts.push(
      element(
        "ul",
        { class: "link-list" },
        ...message.places.map((place) => element("li", {}, link(place.name, place.path))),
      ),
    );
  }
  if (message.pages.length > 0) {
    parts.push(
      element(
        "p",
        {},
        "Postcode area: ",
        ...message.pages.map((page, i) =>
          element("span", {}, ...(i > 0 ? [", "] : []), link(page.name, page.path)),
        ),
      ),
    );
  }
  parts.push(element("p", {}, `${message.call} `, link(keepTogether(phone), telHref(phone)), "."));
  region.replaceChildren(
    element("div", { class: `coverage-answer coverage-${message.tone}` }, ...parts),
  );

  if (answer.kind === "invalid") {
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", COVERAGE_HEADING_ID);
  } else {
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
  }
}
