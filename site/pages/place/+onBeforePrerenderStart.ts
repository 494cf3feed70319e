import { familyUrls } from "../../renderer/family-route";
import { PLACE_KINDS } from "../../../model/place-kinds";

export default familyUrls(PLACE_KINDS.map((kind) => kind.id));
