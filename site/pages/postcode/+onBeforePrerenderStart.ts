import { familyUrls } from "../../renderer/family-route";
import { routes } from "../../generated/routes-postcode";

export default familyUrls(routes);
