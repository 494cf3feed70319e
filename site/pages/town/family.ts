import { defineFamily, type GeneratedModule } from "../../renderer/family";

export const family = defineFamily(
  "town",
  import.meta.glob<GeneratedModule>("../../generated/towns/*.tsx", { eager: true }),
);
