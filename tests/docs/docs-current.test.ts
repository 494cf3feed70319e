/**
 * The developer's docs say what is true of the tree today: every project path they name exists,
 * every `npm run` script they name is one of package.json's, the operations settings table names
 * exactly the settings the server and its commands read, and each doc stays short and readable
 * (under WORD_LIMIT words as wc -w counts them, no line longer than LINE_LIMIT characters).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import MarkdownIt from "markdown-it";
import { describe, expect, test } from "vitest";
import { EnvSchema } from "../../site/server/config";

const WORD_LIMIT = 3500;
const LINE_LIMIT = 400;

const DOCS = ["README.md", "CONTRIBUTING.md", ...fg.sync("docs/*.md").sort()];

/**
 * What a build, a run or a test makes and the tree does not hold: a path under one of these
 * is named for what it will be, and is not looked for.
 */
const OUTPUTS = [
  "dist/",
  "var/",
  ".cache/",
  "tests/.tmp/",
  "node_modules/",
  ".wrangler/",
  "site/generated/made-from.json",
];

/** The tree's own top-level folders, as a path a doc names begins with one. */
const TOP_FOLDERS = new Set(
  readdirSync(".", { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== ".git")
    .map((entry) => entry.name),
);

/** A doc's text, its inline code spans and its links' targets. */
function spans(doc: string): { code: string[]; links: string[]; text: string } {
  const text = readFileSync(doc, "utf8");
  const tokens = new MarkdownIt({ html: true }).parse(text, {});
  const inline = tokens.flatMap((token) => token.children ?? []);
  return {
    text,
    code: inline.filter((token) => token.type === "code_inline").map((token) => token.content),
    links: inline
      .filter((token) => token.type === "link_open")
      .map((token) => String(token.attrGet("href") ?? "")),
  };
}

/** Endings of a file: a path with a `/` and one of these is a project path wherever it starts. */
const FILE_ENDING = /\.(?:[cm]?[jt]sx?|json|ya?ml|md|toml|sql|sh|css|html|svg|service)$/;

/**
 * The project paths in one code span: each word with a `/` that begins with one of the tree's
 * top-level folders or a build's output, or that names a file from a folder inside the tree
 * (`compose/render.ts`), without a line number, an anchor or the punctuation around it. A
 * `<name>` in a path stands for any name, as a glob's `*` does.
 */
function projectPaths(code: string): string[] {
  return code
    .split(/[\s=,;()"'`]+/)
    .map((word) => word.replace(/^\.\//, "").replace(/(?::[\d-]+|#.*|[.:,)])+$/, ""))
    .filter((word) => {
      const [first = "", ...rest] = word.split("/");
      if (rest.length === 0 || first === "" || /^[a-z]+:/.test(word)) return false;
      if (TOP_FOLDERS.has(first) || OUTPUTS.some((output) => word.startsWith(output))) return true;
      return FILE_ENDING.test(word);
    });
}

/** Every file and folder of the tree but what is installed or built, folders without their `/`. */
const TREE = fg
  .sync("**", {
    dot: true,
    onlyFiles: false,
    ignore: ["**/node_modules/**", ".git/**", ...OUTPUTS.map((output) => `${output}**`)],
  })
  .map((entry) => entry.replace(/\/$/, ""));

/** A path as a pattern: `<name>` and `*` any name, `**` any folders. */
const patternOf = (name: string) =>
  name
    .replace(/\/$/, "")
    .split(/(<[^>]+>|\*\*\/?|\*)/)
    .map((part) => {
      if (part.startsWith("**")) return "(?:.*/)?";
      if (part.startsWith("<") || part === "*") return "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");

/**
 * Whether a path a doc names is in the tree: from the top when it begins with a top-level
 * folder, else as the end of some path there; a build's output is named for what it will be.
 */
function inTree(name: string): boolean {
  if (OUTPUTS.some((output) => name === output.replace(/\/$/, "") || name.startsWith(output))) {
    return true;
  }
  const fromTop = TOP_FOLDERS.has(name.split("/")[0] ?? "");
  const pattern = new RegExp(`${fromTop ? "^" : "(?:^|/)"}${patternOf(name)}$`);
  return TREE.some((entry) => pattern.test(entry));
}

const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>;
};

/** The settings table of docs/operations.md: the names in its first column. */
function settingsTable(): string[] {
  const text = readFileSync("docs/operations.md", "utf8");
  const section = text.split(/^## Settings$/m)[1]?.split(/^## /m)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)])
    .map(([, name = ""]) => name);
}

/** Every setting read: the server's schema and .env.example (which adds the backup's). */
const SETTINGS = [
  ...new Set([
    ...Object.keys(EnvSchema.shape),
    ...[...readFileSync(".env.example", "utf8").matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map(
      ([, name = ""]) => name,
    ),
  ]),
].sort();

/**
 * Where a file sends its reader to a doc's section: `docs/operations.md`, "Title", or
 * (`docs/operations.md` ("Title")), across a line end. The owner's guide checks its own.
 */
const SECTION_REFERENCE = /(docs\/[\w-]+\.md)`?,?\s+(?:\(|section\s+)?"([^"]+)"/g;

/** The files that may send a reader to a doc's section: the docs, the data, the code, deploy/. */
const REFERRING_FILES = fg.sync(
  [
    "*.md",
    "docs/*.md",
    "data/**/*.yaml",
    "{scripts,site,generator,model,bench}/**/*.{ts,tsx}",
    "deploy/*",
  ],
  { ignore: ["site/generated/**", "data/schema/**"] },
);

/** A doc's section titles as references name them: its headings and its bold openings. */
const sectionTitles = (doc: string): string[] =>
  readFileSync(doc, "utf8")
    .split("\n")
    .flatMap((line) => [
      /^#+\s+(?:\d+\.\s+)?(.+)$/.exec(line)?.[1],
      /^\*\*([^*]+)\*\*/.exec(line)?.[1],
    ])
    .filter((title): title is string => title !== undefined);

describe("the developer's docs", () => {
  test("are found, and name paths and scripts the checks below read", () => {
    // Guards the parsing: docs whose paths or scripts it could not read would pass every check.
    expect(DOCS).toContain("docs/architecture.md");
    const named = DOCS.flatMap((doc) => spans(doc).code.flatMap(projectPaths));
    expect(named).toContain("site/server/config.ts");
    expect(named.length).toBeGreaterThan(100);
    expect(projectPaths("`node dist/server-app/main.js`, site/server/config.ts:12.")).toEqual([
      "dist/server-app/main.js",
      "site/server/config.ts",
    ]);
    expect(settingsTable()).toContain("PORT");
  });

  test.each(DOCS)("%s names only paths that exist", (doc) => {
    const { code, links } = spans(doc);
    const missing = code.flatMap(projectPaths).filter((name) => !inTree(name));
    const brokenLinks = links
      .filter((href) => !/^(?:[a-z]+:|#)/.test(href))
      .map((href) => path.join(path.dirname(doc), href.split("#")[0] ?? ""))
      .filter((target) => !existsSync(target));
    expect([...new Set([...missing, ...brokenLinks])]).toEqual([]);
  });

  test.each(DOCS)("%s names only npm scripts that package.json has", (doc) => {
    const { text } = spans(doc);
    const named = [...text.matchAll(/\bnpm run (?:-s )?([\w:-]+)/g)].map(([, name = ""]) => name);
    expect(named.filter((name) => !(name in scripts))).toEqual([]);
  });

  test.each(DOCS)(
    `%s is under ${WORD_LIMIT} words, with no line over ${LINE_LIMIT} characters`,
    (doc) => {
      const { text } = spans(doc);
      expect(text.split(/\s+/).filter(Boolean).length).toBeLessThan(WORD_LIMIT);
      const long = text
        .split("\n")
        .flatMap((line, index) =>
          line.length > LINE_LIMIT ? [`line ${index + 1}: ${line.length}`] : [],
        );
      expect(long).toEqual([]);
    },
  );

  test("every reference to a section of a developer's doc names a section there", () => {
    const references = REFERRING_FILES.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(SECTION_REFERENCE)]
        .map(([, doc = "", title = ""]) => ({ file, doc, title }))
        .filter(({ doc }) => doc !== "docs/owner-guide.md"),
    );
    // Guards the pattern: the systemd unit sends its reader to the operations guide.
    expect(references.map(({ file }) => file)).toContain("deploy/aerial-site.service");
    const broken = references
      .filter(
        ({ doc, title }) =>
          !existsSync(doc) || !sectionTitles(doc).some((t) => t.startsWith(title)),
      )
      .map(({ file, doc, title }) => `${file}: ${doc}, "${title}"`);
    expect(broken).toEqual([]);
  });

  test("the operations settings table names every setting read, and no other", () => {
    const table = settingsTable();
    expect({
      missingFromTable: SETTINGS.filter((name) => !table.includes(name)),
      notASetting: table.filter((name) => !SETTINGS.includes(name)),
    }).toEqual({ missingFromTable: [], notASetting: [] });
  });
});
