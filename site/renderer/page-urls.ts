/**
 * Every address the site pre-renders, from Vike's own page list: a page whose
 * route is a plain path is that path; a page with route parameters or a route
 * function lists its addresses in its `+onBeforePrerenderStart.ts`, as Vike's
 * convention has it. Read through the global context
 * (+onCreateGlobalContext.server.ts) by the build's render threads, which
 * render through the production server entry and never load Vite; the dev
 * server loads this module through Vite for the listed addresses.
 */
import type { GlobalContextServer } from "vike/types";

type UrlList = () => readonly string[] | Promise<readonly string[]>;

// Keys are "../pages/areas/@county/+onBeforePrerenderStart.ts"; Vike's page id is "/pages/areas/@county".
const LISTS = import.meta.glob<UrlList>("../pages/**/+onBeforePrerenderStart.ts", {
  eager: true,
  import: "default",
});
const listOf = new Map(
  Object.entries(LISTS).map(([file, list]) => [
    file.slice("..".length, -"/+onBeforePrerenderStart.ts".length),
    list,
  ]),
);

/** Every address the pages' +onBeforePrerenderStart.ts list (the dev server adds the fixed pages). */
export async function listedUrls(): Promise<string[]> {
  return (await Promise.all([...listOf.values()].map((list) => list()))).flat();
}

/** The error page is no address: the build renders it as the not-found file. */
export async function pageUrls(pages: GlobalContextServer["pages"]): Promise<string[]> {
  const urls = await Promise.all(
    Object.entries(pages).map(async ([pageId, page]): Promise<readonly string[]> => {
      const list = listOf.get(pageId);
      if (list) return list();
      const { route } = page;
      if (typeof route === "string" && !route.includes("@")) return [route];
      if (route === undefined) return []; // the error page
      throw new Error(
        `${pageId}: its route has parameters or is a function, and it has no +onBeforePrerenderStart.ts listing its addresses`,
      );
    }),
  );
  return urls.flat();
}
