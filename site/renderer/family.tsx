/**
 * One Vike page per family of generated pages (every kind of place page,
 * content families, blog, postcodes): the head and component of the matched file,
 * from an eager map of the generated modules. One page per family instead of one page folder per page keeps the
 * build close to linear in the page count (routing: family-route.ts).
 */
import type { ComponentType } from "react";
import type { PageContextServer } from "vike/types";
import type { GeneratedKind } from "../../model/routes";
import type { PageHead } from "../../model/page-props";
import { usePageContext } from "./page-context";

export interface GeneratedModule {
  head: PageHead;
  default: ComponentType;
}

/** `name`: the family's kind, or "place" for every place kind, for the error message. */
export function defineFamily(name: GeneratedKind, modules: Record<string, GeneratedModule>) {
  // Glob keys are "../../generated/towns/witney.tsx"; the manifest says "towns/witney.tsx".
  const byFile = new Map(
    Object.entries(modules).map(([file, module]) => [
      file.slice(file.indexOf("/generated/") + "/generated/".length),
      module,
    ]),
  );
  const moduleOf = (pageContext: { routeParams: Record<string, string> }) => {
    const module = byFile.get(pageContext.routeParams.file ?? "");
    if (!module)
      throw new Error(`no generated ${name} page for ${JSON.stringify(pageContext.routeParams)}`);
    return module;
  };

  return {
    head: (pageContext: PageContextServer) => moduleOf(pageContext).head,
    Page() {
      const { default: Generated } = moduleOf(usePageContext());
      return <Generated />;
    },
  };
}
