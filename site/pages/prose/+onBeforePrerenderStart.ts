import { familyUrls } from "../../renderer/family-route";

export default familyUrls("page");
