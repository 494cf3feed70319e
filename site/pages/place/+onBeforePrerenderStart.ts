import { familyUrls } from "../../renderer/family-route";
import { routes } from "../../generated/routes-place";

export default familyUrls(routes);
