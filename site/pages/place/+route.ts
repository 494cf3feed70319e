import { familyRoute } from "../../renderer/family-route";
import { PLACE_KINDS } from "../../../model/place-kinds";

export default familyRoute(PLACE_KINDS.map((kind) => kind.id));
