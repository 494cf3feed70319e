import { defineFamily, type GeneratedModule } from "../../renderer/family";

// Every generated module but the editorial families' (which have pages of their own):
// the place kinds' folders come from model/place-kinds.ts, and a glob must be a literal.
export const family = defineFamily(
  "place",
  import.meta.glob<GeneratedModule>([
    "../../generated/*/*.tsx",
    "!../../generated/{content,blog,postcodes,pages}/**",
  ]),
);
