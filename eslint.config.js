// ESLint keeps the code's shape: which folder may import which, no import
// cycles, kebab-case file names, and the hooks rules for the site. Type checking
// is tsc's job (`npm run typecheck`), so no rule here needs type information.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import checkFile from "eslint-plugin-check-file";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The project's own top folders: everything model/ must not import. */
const PROJECT_FOLDERS = [
  "loader",
  "generator",
  "site",
  "build",
  "scripts",
  "bench",
  "tests",
  "templates",
  "data",
];

/** Vike's reserved files (+Page.tsx, +head.ts, +onBeforePrerenderStart.ts …) keep Vike's names, the fixture's too. */
const VIKE_FILES = "**/site/pages/**/+*";

export default defineConfig(
  globalIgnores([
    "dist/",
    "node_modules/",
    "coverage/",
    "var/",
    "tests/.tmp/",
    "tests/golden/",
    "site/public/",
    "**/*.build-*.mjs",
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    plugins: { "import-x": importX, "check-file": checkFile },
    settings: {
      // Without these, import-x reads only .js files and no-cycle sees no TypeScript import.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./model",
              from: PROJECT_FOLDERS.map((folder) => `./${folder}`),
              message:
                "model/ is shared by the generator and the site: it imports only libraries and model/.",
            },
            {
              target: "./loader",
              from: ["./model", ...PROJECT_FOLDERS.map((folder) => `./${folder}`)],
              message:
                "loader/ (Node's hook for the project's TypeScript) stands below generator/ and build/: it imports no project folder.",
            },
            {
              target: "./generator",
              from: ["./site", "./build", "./scripts", "./bench", "./tests"],
              message: "The generator imports only model/ and loader/.",
            },
            {
              target: "./site",
              from: ["./generator", "./build", "./scripts", "./bench", "./tests"],
              message:
                "The site never imports generator/, nor the build and the commands above it.",
            },
            {
              target: "./build",
              from: ["./scripts", "./bench", "./tests", "./functions"],
              message:
                "The build imports generator/, site/, model/ and loader/: the commands, the bench and the tests stand above it.",
            },
            {
              target: "./scripts",
              from: ["./bench", "./tests"],
              message:
                "scripts/ imports build/ and the rooms below it: the bench and the tests stand above it.",
            },
            {
              target: "./bench",
              from: "./tests",
              message: "The bench never imports tests/.",
            },
            {
              target: "./site/generated",
              from: "./site",
              except: ["./components", "./generated"],
              message: "Generated modules import only model/ and site/components/.",
            },
            // Inside site/, every arrow runs down (npm run report:imports shows the floors):
            // server > forms, pages > islands, generated pages > components > renderer, drawing > generated data > model.
            // What the browser and the server share (the quote contract, the missing-path
            // lookup, the postcode check's ids) lives in model/.
            {
              target: "./site/islands",
              from: ["./site/server", "./site/pages", "./site/renderer"],
              message:
                "Islands import model/, site/generated's data and site/components' helpers: never the server, pages or the renderer.",
            },
            {
              target: "./site/islands",
              from: "./site/generated/business.ts",
              message:
                "The browser's bundle holds no business data: the page gives an island what it shows (a data attribute), so a price edit leaves the bundle as it was.",
            },
            {
              target: "./site/server",
              from: "./site/islands",
              message: "The server shares with the browser only through model/.",
            },
            {
              target: "./site/forms",
              from: [
                "./site/server",
                "./site/pages",
                "./site/islands",
                "./site/components",
                "./site/renderer",
              ],
              message:
                "site/forms/ decides what the forms' requests are, for the server and the Pages Functions alike: it imports model/ and site/generated's data, never a platform.",
            },
            {
              target: "./functions",
              from: [
                "./generator",
                "./build",
                "./scripts",
                "./bench",
                "./tests",
                "./site/pages",
                "./site/islands",
                "./site/components",
                "./site/renderer",
              ],
              message:
                "The Pages Functions are thin adapters of site/forms/; they draw pages only through site/server/render/.",
            },
            {
              target: "./functions",
              from: "./site/server",
              except: ["./render"],
              message:
                "The Pages Functions share with the server only site/forms/ and site/server/render/.",
            },
            {
              target: ["./site/server/*.{ts,tsx}", "./site/server/!(render)/**"],
              from: "./site/pages",
              message:
                "Only site/server/render/ draws pages (the form pages, again with a failed post's errors).",
            },
            {
              target: "./site/pages",
              from: "./site/server",
              message: "Pages are rendered at build time and by the server: they never import it.",
            },
            {
              target: "./site/components",
              from: ["./site/pages", "./site/server", "./site/islands"],
              message:
                "Components are drawn by pages, generated pages and the server: they import model/, site/generated's data and the renderer's page context.",
            },
            {
              target: "./site/renderer",
              from: ["./site/pages", "./site/server", "./site/islands", "./site/components"],
              message:
                "The renderer (head, JSON-LD, page context) stands below components: it imports model/ and site/generated's data.",
            },
            {
              target: "./site/drawing",
              from: [
                "./site/pages",
                "./site/server",
                "./site/islands",
                "./site/components",
                "./site/renderer",
                "./site/forms",
                "./site/generated",
              ],
              message:
                "site/drawing/ lays out the pictures and the map as pure geometry for components and pages: it imports only model/.",
            },
            {
              target: [
                "./site/components",
                "./site/renderer",
                "./site/islands",
                "./site/generated/*.ts",
              ],
              from: "./site/generated/*/**",
              message:
                "Generated page modules are reached by their family's route, never imported.",
            },
            {
              target: "./site/generated/*.ts",
              from: "./site/components",
              message: "Generated data modules import only model/.",
            },
            // Tests in their rooms: island code is tested in tests/islands, which starts no server.
            {
              target: "./tests/server",
              from: "./site/islands",
              message: "Island tests go in tests/islands/.",
            },
            {
              target: "./tests/islands",
              from: ["./site/server", "./scripts/server-process.ts", "./tests/server"],
              message:
                "tests/islands test island code alone; a test that starts a server goes in tests/server/.",
            },
          ],
        },
      ],
      "check-file/filename-naming-convention": [
        "error",
        // Lowercase letters and digits in hyphen-separated words; a slug may start
        // with a digit ("4g-5g-interference") and a content page joins its family
        // and slug with a double hyphen.
        { "**/*.{js,mjs,cjs,ts,tsx}": "+([a-z0-9])*(+(-)+([a-z0-9]))" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": [
        "error",
        { "{loader,generator,model,build,scripts,bench,tests}/**/": "KEBAB_CASE" },
      ],
      // Vike's typed config is declared in its global namespace.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: [VIKE_FILES],
    rules: { "check-file/filename-naming-convention": "off" },
  },
  {
    // Cloudflare Pages names the middleware of a folder of Functions so.
    files: ["functions/**/_middleware.ts"],
    rules: { "check-file/filename-naming-convention": "off" },
  },
  {
    files: ["site/**/*.{ts,tsx}"],
    ignores: ["site/generated/**", "site/server/**"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
);
