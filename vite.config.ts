import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import vike from "vike/plugin";
import { defineConfig } from "vite";
import { dataOutsideBundle } from "./site/renderer/data-outside-bundle.ts";
import { pagesOutsideBundle } from "./site/renderer/pages-outside-bundle.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
const siteDir = fileURLToPath(new URL("site", import.meta.url));

// The site lives in site/ so that Vike's filesystem routing sees site/pages only.
export default defineConfig({
  root: "site",
  plugins: [pagesOutsideBundle(siteDir), dataOutsideBundle(root), react(), vike()],
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    // The bundler's timing checks print a notice on every build for each chunk group named
    // by a function without a debugName, as Vike's CSS group is: noise, not a fault to report.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    // The server bundle is never sent to a browser, and its data chunks (the manifest,
    // the catalogue) grow with the site. The 500 kB warning stays on the client bundle.
    ssr: { build: { chunkSizeWarningLimit: 50_000 } },
  },
});
