import { familyRoute } from "../../renderer/family-route";
import { routes } from "../../generated/routes-content";

export default familyRoute(routes);
