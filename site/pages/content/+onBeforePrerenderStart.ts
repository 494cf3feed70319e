import { familyUrls } from "../../renderer/family-route";
import { routes } from "../../generated/routes-content";

export default familyUrls(routes);
