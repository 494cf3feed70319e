import { defineFamily, type GeneratedModule } from "../../renderer/family";

export const family = defineFamily(
  "blog",
  import.meta.glob<GeneratedModule>("../../generated/blog/*.tsx"),
);
