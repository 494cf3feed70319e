import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import vike from "vike/plugin";
import { defineConfig } from "vite";
import { chatFaqPlugin } from "./site/islands/chat/faq-source.ts";

// The site lives in site/ so that Vike's filesystem routing sees site/pages only.
export default defineConfig({
  root: "site",
  plugins: [
    react(),
    vike(),
    // The chat widget's answers, from the town template's FAQ groups at build time.
    chatFaqPlugin(fileURLToPath(new URL("templates/chat.yaml", import.meta.url))),
  ],
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    // Vike pre-renders inside a bundler hook, so the bundler's "slow plugin" notice
    // would name the pre-render on every build: expected work, not a fault to report.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
