/** The /coverage page rendered again with the answer to a visitor's ?postcode= (no JavaScript needed). */
import { describeAnswer } from "../../../model/coverage";
import type { CoverageCheckState } from "../../forms/coverage-check";
import { coverage } from "../../generated/coverage";
import { CoveragePage } from "../../pages/coverage/coverage-page";
import coverageHead from "../../pages/coverage/+head";
import { renderDocument } from "./document";
import { selling } from "../../components/claims";

/** What the visitor typed (shown again in the field, React escapes it), and the answer or a word about the request. */
export type CoveragePageState = CoverageCheckState;

/** `assetTags`: the /coverage page's stylesheet and scripts, so the island answers the next postcode in place. */
export function coveragePageRenderer(assetTags: string) {
  return ({ value, answer, notice }: CoveragePageState): string => {
    const heading = answer ? describeAnswer(answer, coverage.base, selling.aQuote).heading : notice;
    return renderDocument({
      head: {
        ...coverageHead,
        // The answer first, so a screen reader hears it on arrival; one page per visitor, not indexed.
        title: heading ? `${heading}: ${coverageHead.title}` : coverageHead.title,
        robots: "noindex,nofollow",
      },
      body: <CoveragePage value={value} answer={answer} notice={notice} />,
      assetTags,
    });
  };
}
