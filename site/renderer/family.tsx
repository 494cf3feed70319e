/**
 * One Vike route per family of generated pages (town, Starlink, Ajax): a
 * route function that looks the slug up among the generated modules, the
 * list of URLs to pre-render, and the head and component of the matched
 * page. One route per family instead of one page folder per page keeps the
 * build close to linear in the page count.
 */
import type { ComponentType } from "react";
import type { PageContextServer } from "vike/types";
import { pagePath, type GeneratedKind } from "../../generator/routes";
import type { PageHead } from "../components/page-props";
import { usePageContext } from "./page-context";

export interface GeneratedModule {
  head: PageHead;
  default: ComponentType;
}

export function defineFamily(kind: GeneratedKind, modules: Record<string, GeneratedModule>) {
  const bySlug = new Map(
    Object.entries(modules).map(([file, module]) => [file.slice(file.lastIndexOf("/") + 1, -".tsx".length), module]),
  );
  const prefix = pagePath(kind, "");
  const moduleOf = (pageContext: { routeParams: Record<string, string> }) => {
    const module = bySlug.get(pageContext.routeParams.slug ?? "");
    if (!module) throw new Error(`no generated ${kind} page for ${JSON.stringify(pageContext.routeParams)}`);
    return module;
  };

  return {
    route(pageContext: { urlPathname: string }) {
      const { urlPathname } = pageContext;
      if (!urlPathname.startsWith(prefix)) return false;
      const slug = urlPathname.slice(prefix.length);
      return bySlug.has(slug) ? { routeParams: { slug } } : false;
    },
    prerenderUrls: () => [...bySlug.keys()].sort().map((slug) => pagePath(kind, slug)),
    head: (pageContext: PageContextServer) => moduleOf(pageContext).head,
    Page() {
      const { default: Generated } = moduleOf(usePageContext());
      return <Generated />;
    },
  };
}
