import { familyRoute } from "../../renderer/family-route";
import { routes } from "../../generated/routes-postcode";

export default familyRoute(routes);
