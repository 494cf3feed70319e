import { guaranteeWords } from "../../../model/claims";
import { business } from "../../generated/business";
import { fixedHead } from "../../renderer/fixed-head";

// Pre-rendered only while business.yaml offers a guarantee (+prerender.ts); the
// fallback keeps the head well-formed for the type checker, never for a visitor.
const guarantee = business.guarantee ?? { years: 0, covers: [], excludes: [], howToClaim: "" };

export default fixedHead({
  title: guaranteeWords.title(guarantee),
  description: guaranteeWords.description(guarantee),
  path: "/guarantee",
});
