/**
 * On a static host's not-found page: when the address could be a town's,
 * look it up (the lookup's code and the build's file of places load only
 * then) and go to that town's page; meanwhile say so, and show the not-found
 * page if nothing matches or the lookup cannot load. Our server has already
 * answered such an address with its own redirect, so its not-found page
 * looks nothing up.
 *
 * The page's content is made invisible, not removed, while the lookup runs,
 * and the status lies over it: nothing below moves when the content comes
 * back, so the footer does not jump twice (a layout shift Lighthouse counts).
 */

import { PLACE_LOOKUP_PATH } from "../../../model/place-lookup-file";

const LOADING_TEXT = "Loading location information...";

/**
 * The page's report script (site/pages/_error/+Page.tsx), which our server
 * takes out of the page it sends (site/server/not-found-visits.ts): present
 * only where the page is served as built, by a static host.
 */
const REPORT_SCRIPT = 'script[src="/not-found-report.js"]';
const servedAsBuilt = (): boolean => document.querySelector(REPORT_SCRIPT) !== null;

/** The lookup file's JSON; a failed answer is an error, as a failed fetch is. */
async function fetchLookup(): Promise<unknown> {
  const response = await fetch(PLACE_LOOKUP_PATH);
  if (!response.ok) throw new Error(`${PLACE_LOOKUP_PATH} answered ${response.status}`);
  return response.json();
}

/** A single segment, as town, Starlink and Ajax addresses are. */
export function couldBeTownAddress(pathname: string): boolean {
  return /^\/[^/]+\/?$/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

export async function redirectIfTown(): Promise<void> {
  const { pathname, search, hash } = window.location;
  if (!couldBeTownAddress(pathname) || !servedAsBuilt()) return;
  const main = document.getElementById("main");
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "loading";
  status.textContent = LOADING_TEXT;
  main?.classList.add("looking-up");
  main?.prepend(status);
  try {
    const [{ redirectTarget }, fetched] = await Promise.all([
      import("./resolve-in-browser"),
      fetchLookup(),
    ]);
    const target = redirectTarget(fetched, pathname);
    if (target) {
      window.location.replace(`${target}${search}${hash}`);
      return;
    }
  } catch (error) {
    console.error("location lookup failed", error);
  }
  status.remove();
  main?.classList.remove("looking-up");
}
