import { family } from "./family";

export default family.Page;
