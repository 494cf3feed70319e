import { defineFamily, type GeneratedModule } from "../../renderer/family";

export const family = defineFamily(
  "content",
  import.meta.glob<GeneratedModule>("../../generated/content/**/*.tsx"),
);
