import { defineFamily, type GeneratedModule } from "../../renderer/family";

export const family = defineFamily(
  "ajax",
  import.meta.glob<GeneratedModule>("../../generated/ajax/*.tsx", { eager: true }),
);
