/** The pages the build wrote: "/witney" for dist/client/witney.html, "/" for index.html. */
import { readdirSync } from "node:fs";
import { pagePathOf } from "../../model/routes";

export function builtPages(clientDir: string): Set<string> {
  const pages = new Set<string>();
  for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    const page = pagePathOf(file);
    if (page) pages.add(page);
  }
  return pages;
}
