import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { countyAt } from "../../../../model/counties";

export default function guard(pageContext: PageContextServer) {
  if (!countyAt(pageContext.urlPathname)) throw render(404);
}
