import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./tests/summary-reporter.ts"],
    include: ["tests/**/*.test.ts"],
    // The end-to-end build and browser tests start processes; they get time to finish.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
