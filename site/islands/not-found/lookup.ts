/**
 * On the not-found page: when the address could be a town's, look it up (the
 * index loads only here) and go to that town's page; meanwhile say so, and
 * show the not-found page if nothing matches.
 *
 * The page's content is made invisible, not removed, while the lookup runs,
 * and the status lies over it: nothing below moves when the content comes
 * back, so the footer does not jump twice (a layout shift Lighthouse counts).
 */

const LOADING_TEXT = "Loading location information...";

/** A single segment, as town, Starlink and Ajax addresses are. */
export function couldBeTownAddress(pathname: string): boolean {
  return /^\/[^/]+\/?$/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

export async function redirectIfTown(): Promise<void> {
  const { pathname, search, hash } = window.location;
  if (!couldBeTownAddress(pathname)) return;
  const main = document.getElementById("main");
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "loading";
  status.textContent = LOADING_TEXT;
  main?.classList.add("looking-up");
  main?.prepend(status);
  try {
    const { redirectTarget } = await import("./resolve-in-browser");
    const target = redirectTarget(pathname);
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
