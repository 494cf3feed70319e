/** data/options.yaml: the choices the quote form and instant quote offer. */
import { z } from "zod";
import { CLAIM_SWITCHES } from "../../model/claims";
import { kebabId, text } from "./fields";

const option = z.strictObject({ id: kebabId, label: text, note: text });
/** A signal challenge says what it troubles, so a TV paragraph never names a Wi-Fi cause. */
const challenge = option.extend({ affects: z.enum(["tv", "wifi", "broadband"]) });

export const optionsSchema = z.strictObject({
  housingStock: z.array(option).length(8, { error: "expected exactly 8 housing stock options" }),
  signalChallenges: z
    .array(challenge)
    .length(7, { error: "expected exactly 7 signal challenge options" }),
  serviceWindows: z
    .array(
      option.extend({
        claim: z
          .enum(CLAIM_SWITCHES)
          .optional()
          .describe(
            "A claim switch of data/business.yaml: the window is offered only while it is on.",
          ),
      }),
    )
    .length(7, { error: "expected exactly 7 service window options" }),
});
export type Options = z.infer<typeof optionsSchema>;
