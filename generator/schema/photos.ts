/** data/photos/photos.yaml: the owner's photos and what each shows. */
import { z } from "zod";
import { kebabId, shortText, text } from "./fields";

// The owner's photos (data/photos/photos.yaml): each names an image file in
// data/photos/ and says what it shows. Alt text is required: a photo without
// it is no use to anyone who cannot see it.

/** Screen readers read alt text in one go: past this it should be a caption. */
export const ALT_MAX = 150;

export const photoSchema = z.strictObject({
  file: z
    .string()
    .regex(/^[\w][\w .-]*(\/[\w][\w .-]*)*$/, {
      error: 'expected a file name inside data/photos/, e.g. "2026-05-aerial-witney.jpg"',
    })
    .describe("The image file, relative to data/photos/."),
  alt: text
    .max(ALT_MAX, {
      error: `expected at most ${ALT_MAX} characters: put the rest in caption`,
    })
    .describe(
      "What the photo shows, for people who cannot see it, e.g. 'New aerial on a stone chimney'. Required.",
    ),
  caption: shortText(200)
    .optional()
    .describe("Shown under the photo on /gallery and the pages it is tagged with."),
  place: text
    .optional()
    .describe(
      "A place from data/locations.yaml, written as its `name`: the photo shows on its pages.",
    ),
  service: kebabId
    .optional()
    .describe("The slug of an entry of data/content/services.yaml: the photo shows on its page."),
  date: z.iso
    .date({ error: "expected a date as YYYY-MM-DD" })
    .describe("The day the photo was taken (not in the future)."),
});
export const photosSchema = z.array(photoSchema);
export type PhotoEntry = z.infer<typeof photoSchema>;
