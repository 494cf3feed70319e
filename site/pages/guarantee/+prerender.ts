import { business } from "../../generated/business";

/** The page exists only while data/business.yaml offers a guarantee. */
export default business.guarantee !== null;
