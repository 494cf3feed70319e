import { familyRoute } from "../../renderer/family-route";
import { routes } from "../../generated/routes-page";

export default familyRoute(routes);
