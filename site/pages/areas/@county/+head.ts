import type { PageContextServer } from "vike/types";
import { countyAt } from "../../../../model/counties";
import { countyHead } from "../../../renderer/counties";

export default function head(pageContext: PageContextServer) {
  return countyHead(countyAt(pageContext.urlPathname)!);
}
