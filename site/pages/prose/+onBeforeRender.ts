import { family } from "./family";

export default family.onBeforeRender;
