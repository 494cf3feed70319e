/**
 * One Vike page per family of generated pages (every kind of place page,
 * content families, blog, postcodes): the head and component of the matched file.
 * The page's module reaches the page context in one of two ways: the build's
 * render threads load it themselves and pass it in with the URL (the server
 * bundle leaves page modules out: pages-outside-bundle.ts); the dev server has
 * the family's lazy map of modules, from which +onBeforeRender loads it. One
 * page per family instead of one page folder per page keeps the build close
 * to linear in the page count (routing: family-route.ts).
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

/** A lazy `import.meta.glob` map: each module loaded when its page renders. */
export type GeneratedModules = Record<string, () => Promise<GeneratedModule>>;

/** The module +onBeforeRender loaded, or an error naming the page that has none. */
function generatedOf(pageContext: PageContextServer): GeneratedModule {
  const { generated } = pageContext;
  if (!generated)
    throw new Error(
      `no generated module loaded for ${pageContext.urlPathname}: no +onBeforeRender?`,
    );
  return generated;
}

/** `name`: the family's kind, or "place" for every place kind, for the error message. */
export function defineFamily(name: GeneratedKind, modules: GeneratedModules) {
  // Glob keys are "../../generated/towns/witney.tsx"; the manifest says "towns/witney.tsx".
  const byFile = new Map(
    Object.entries(modules).map(([file, load]) => [
      file.slice(file.indexOf("/generated/") + "/generated/".length),
      load,
    ]),
  );

  return {
    async onBeforeRender(pageContext: PageContextServer) {
      if (pageContext.generated) return;
      const load = byFile.get(pageContext.routeParams.file ?? "");
      if (!load)
        throw new Error(`no generated ${name} page for ${JSON.stringify(pageContext.routeParams)}`);
      return { pageContext: { generated: await load() } };
    },
    head: (pageContext: PageContextServer) => generatedOf(pageContext).head,
    Page() {
      const { default: Generated } = generatedOf(usePageContext());
      return <Generated />;
    },
  };
}

declare global {
  namespace Vike {
    interface PageContext {
      /** A generated family's page module: passed in by the build's render thread, or loaded by +onBeforeRender. */
      generated?: GeneratedModule;
    }
  }
}
