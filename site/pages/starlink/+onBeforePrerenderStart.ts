import { family } from "./family";

export default family.prerenderUrls;
