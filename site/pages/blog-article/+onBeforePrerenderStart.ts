import { familyUrls } from "../../renderer/family-route";
import { routes } from "../../generated/routes-blog";

export default familyUrls(routes);
