import { familyRoute } from "../../renderer/family-route";

export default familyRoute("page");
