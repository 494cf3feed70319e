import { familyRoute } from "../../renderer/family-route";
import { routes } from "../../generated/routes-place";

export default familyRoute(routes);
