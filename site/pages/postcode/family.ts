import { defineFamily, type GeneratedModule } from "../../renderer/family";

export const family = defineFamily(
  "postcode",
  import.meta.glob<GeneratedModule>("../../generated/postcodes/**/*.tsx"),
);
