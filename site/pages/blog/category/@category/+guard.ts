import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { categoryOf } from "../../../../renderer/blog";

export default function guard(pageContext: PageContextServer) {
  if (!categoryOf(pageContext.urlPathname)) throw render(404);
}
