import { render } from "vike/abort";
import { business } from "../../generated/business";

/** The page exists only while data/business.yaml offers a guarantee. */
export default function guard() {
  if (business.guarantee === null) throw render(404);
}
