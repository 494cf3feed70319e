/** The pages Vike wrote: "/witney" for dist/client/witney/index.html, "/" for index.html. */
import { readdirSync } from "node:fs";

export function builtPages(clientDir: string): Set<string> {
  const pages = new Set<string>();
  for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    const normalised = file.split("\\").join("/");
    if (normalised === "index.html") pages.add("/");
    else if (normalised.endsWith("/index.html"))
      pages.add(`/${normalised.slice(0, -"/index.html".length)}`);
  }
  return pages;
}
