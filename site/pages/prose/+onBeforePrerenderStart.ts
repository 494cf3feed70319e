import { familyUrls } from "../../renderer/family-route";
import { routes } from "../../generated/routes-page";

export default familyUrls(routes);
