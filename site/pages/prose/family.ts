import { defineFamily, type GeneratedModule } from "../../renderer/family";

/** The fixed pages that are prose, written in data/pages. */
export const family = defineFamily(
  "page",
  import.meta.glob<GeneratedModule>("../../generated/pages/**/*.tsx"),
);
