import { familyRoute } from "../../renderer/family-route";
import { routes } from "../../generated/routes-blog";

export default familyRoute(routes);
