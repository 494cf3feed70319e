/** data/options.yaml: the choices the quote form and instant quote offer. */
import { z } from "zod";
import { kebabId, text } from "./fields";

const option = z.strictObject({ id: kebabId, label: text, note: text });
/** A signal challenge says what it troubles, so a TV paragraph never names a Wi-Fi cause. */
const challenge = option.extend({ affects: z.enum(["tv", "wifi", "broadband"]) });

export const optionsSchema = z.strictObject({
  housingStock: z.array(option).length(8, { error: "expected exactly 8 housing stock options" }),
  signalChallenges: z
    .array(challenge)
    .length(7, { error: "expected exactly 7 signal challenge options" }),
  serviceWindows: z.array(option).length(7, { error: "expected exactly 7 service window options" }),
});
export type Options = z.infer<typeof optionsSchema>;
