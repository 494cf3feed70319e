import { defineFamily, type GeneratedModule } from "../../renderer/family";

export const family = defineFamily(
  "starlink",
  import.meta.glob<GeneratedModule>("../../generated/starlink/*.tsx", { eager: true }),
);
