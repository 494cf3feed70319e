import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./tests/summary-reporter.ts"],
    // The end-to-end build and browser tests start processes; they get time to finish.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "code",
          include: ["tests/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "tests/site/**", "tests/.tmp/**"],
        },
      },
      {
        // Tests of the real site, built once per run (reused while its inputs are unchanged).
        extends: true,
        test: {
          name: "site",
          include: ["tests/site/**/*.test.ts"],
          globalSetup: ["./tests/site/full-build.ts"],
        },
      },
    ],
  },
});
