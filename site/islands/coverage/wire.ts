/**
 * Wires the postcode check (components/coverage-check.tsx) where a page has
 * it. A submit is answered in place from the generated district table, which
 * loads with the island on first use, as a static file: a static host with no
 * server answers too. If either cannot load, the form goes to the server as
 * it does without JavaScript.
 */
import {
  COVERAGE_ANSWER_ID,
  COVERAGE_FORM_ID,
  COVERAGE_INPUT_ID,
  POSTCODE_PARAM,
} from "../../../model/coverage-check";

/** The island and its table, together: the answer for the postcode asked, once both are here. */
const loadIsland = async () => {
  const island = await import("./answer-in-place");
  const table = await island.fetchCoverageTable();
  return { answerInPlace: () => island.answerInPlace(table) };
};

export function wireCoverageCheck(): void {
  const form = document.getElementById(COVERAGE_FORM_ID);
  if (!(form instanceof HTMLFormElement)) return;
  let loading: ReturnType<typeof loadIsland> | undefined;
  const load = () => {
    loading ??= loadIsland().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  // Fetched while the visitor types, so the answer is there when they press Enter.
  form.addEventListener("focusin", () => load().catch(() => {}), { once: true });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    load()
      .then(({ answerInPlace }) => answerInPlace())
      .catch((error: unknown) => {
        console.error("postcode check: island failed to load", error);
        // submit() fires no submit event: the server answers, as without JavaScript.
        form.submit();
      });
  });

  // /coverage?postcode=... on a static host: the page came without an answer.
  const asked = new URLSearchParams(window.location.search).get(POSTCODE_PARAM);
  const input = document.getElementById(COVERAGE_INPUT_ID);
  const region = document.getElementById(COVERAGE_ANSWER_ID);
  if (
    form.hasAttribute("data-answer-from-url") &&
    asked !== null &&
    input instanceof HTMLInputElement &&
    region?.childElementCount === 0
  ) {
    input.value = asked;
    load()
      .then(({ answerInPlace }) => answerInPlace())
      .catch((error: unknown) => console.error("postcode check: island failed to load", error));
  }
}
