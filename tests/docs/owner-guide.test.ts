/**
 * docs/owner-guide.md is read by the business's owner, not a developer: it stays short, speaks
 * none of a developer's words, and every command it tells the owner to type exists and is run
 * by a test under tests/ (wrangler's account-only commands, which no test can reach, exist in
 * the project's own wrangler with the flags the guide gives them).
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import fg from "fast-glob";
import MarkdownIt from "markdown-it";
import ts from "typescript";
import { describe, expect, test } from "vitest";

const GUIDE = "docs/owner-guide.md";
const guide = readFileSync(GUIDE, "utf8");
const WORD_LIMIT = 2000;

/** Words a developer reads past and an owner stops at, each with what the guide says instead. */
const DEVELOPER_WORDS: readonly (readonly [word: string, instead: string])[] = [
  ["schema", "the fields a file takes"],
  ["stage", "what the command checks"],
  ["front matter", 'the lines between the two "---"'],
  ["frontmatter", 'the lines between the two "---"'],
  ["handlebars", "names in double braces"],
  ["placeholder", "a price's or a phone number's name"],
  ["template", "the wording"],
  ["PROSE_COMPONENTS", "nothing: a developer's list"],
  ["memberOf", "nothing: what search engines read"],
  ["Damerau", "a letter or two apart"],
  ["Levenshtein", "a letter or two apart"],
  ["IANA", "your own clock"],
  ["pipe", "--out FILE"],
  ["\\u001b", "nothing: how a terminal is kept safe"],
  ["escape", "nothing: how a terminal is kept safe"],
  ["control character", "nothing: how a terminal is kept safe"],
  ["slug", "the page's address"],
  ["markdown", 'a line starting "## " is a heading'],
  ["SQLite", "the database"],
  ["stdout", "what it prints"],
  ["environment variable", "the settings file"],
  ["git", "nothing: publishing needs none"],
  ["commit", "nothing: publishing needs none"],
  ["binding", "the database"],
  ["migration", "prepares the database"],
  ["TypeScript", "nothing"],
  ["React", "nothing"],
  ["Fastify", "nothing"],
];

/** The guide's own sentences, with its inline code but without the program output it shows. */
const tokens = new MarkdownIt().parse(guide, {});
const prose = tokens
  .flatMap((token) => (token.type === "inline" ? [token.content] : []))
  .join("\n");
const codeTexts = tokens.flatMap((token) => {
  if (token.type === "fence") return token.content.split("\n");
  return (token.children ?? []).filter((t) => t.type === "code_inline").map((t) => t.content);
});

/** A command the owner types, as the guide writes it. */
interface Command {
  line: string;
  tool: "npm" | "wrangler";
  /** npm: the script ("start" and "ci" are npm's own); wrangler: the words but flags, sub-command first. */
  words: string[];
  flags: string[];
}

/** Every `npm …` and `npx wrangler …` in the guide's code, each once; `a && b` is two. */
const commands: Command[] = [
  ...new Map(
    codeTexts
      .flatMap((text) => text.split("&&").map((part) => part.trim()))
      .filter((line) => /^(npm|npx wrangler) /.test(line))
      .map((line): [string, Command] => {
        const parts = line.split(/\s+/);
        const flags = parts.filter((part) => part.startsWith("--") && part !== "--");
        const [first, second, third, ...rest] = parts;
        if (first === "npx") {
          const plain = [third ?? "", ...rest].filter((part) => !part.startsWith("-"));
          return [line, { line, tool: "wrangler", words: plain, flags }];
        }
        const script = second === "run" ? (third ?? "") : (second ?? "");
        return [line, { line, tool: "npm", words: [script], flags }];
      }),
  ).values(),
];
const npmCommands = commands.filter((command) => command.tool === "npm");
const wranglerCommands = commands.filter((command) => command.tool === "wrangler");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What a test file runs, as text: for each call, its literal arguments joined (a string, a
 * template's literal parts, an array of strings), so `run("npm", ["run", "-s", "backup"])` reads
 * "npm run -s backup"; comments, which only mention a command, are left out.
 */
function callTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const literal = (node: ts.Node): string[] => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) {
      return [[node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ")];
    }
    if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(literal);
    return [];
  };
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) texts.push(node.arguments.flatMap(literal).join(" "));
    else if (ts.isArrayLiteralExpression(node)) texts.push(literal(node).join(" "));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts.filter(Boolean);
}

/** Every test and test helper but this file, whose words are the guide's, not a run of them. */
const testFiles = fg
  .sync("tests/**/*.ts", { ignore: ["tests/.tmp/**", "tests/golden/**", "tests/fixtures/**"] })
  .filter((file) => path.resolve(file) !== fileURLToPath(import.meta.url));
const testTexts = new Map(testFiles.map((file) => [file, callTexts(file)]));

/**
 * A flag the guide gives, as a test may give it: `--remote` (the owner's live database) is run
 * as `--local` (the emulator's copy of it), since no test reaches the owner's account.
 */
const testedFlag = (flag: string) => (flag === "--remote" ? "--local" : flag);

const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>;
};

/** The file a script runs ("scripts/report-404.ts"), which a test may run as the script does. */
const scriptFile = (name: string): string | undefined =>
  scripts[name]
    ?.split(/\s+/)
    .find((part) => /\.[cm]?[jt]s$/.test(part) && !part.includes("ts-imports"));

/** The pattern of a call that runs the command. */
function invocation({ tool, words }: Command): RegExp {
  const [word = ""] = words;
  if (tool === "wrangler") {
    return new RegExp(`(^|\\s)${words.map(escapeRegExp).join("\\s+")}(\\s|$)`);
  }
  // npm's own commands are run as `npm start`/`npm ci`; a script as `npm run [-s] name`
  // (not a longer name: build is not build:site), or by running the file it runs.
  if (word === "start" || word === "ci") return new RegExp(`\\bnpm\\s+${word}\\b`);
  const file = scriptFile(word);
  const byName = `(^|\\s)run\\s+(-s\\s+)?${escapeRegExp(word)}(?![\\w-]|:\\w)`;
  return new RegExp(file ? `${byName}|(^|\\s)${escapeRegExp(file)}(\\s|$)` : byName);
}

/** The test files that run the command with every flag the guide gives it. */
function runBy(command: Command): string[] {
  const pattern = invocation(command);
  return [...testTexts].flatMap(([file, texts]) => {
    if (!texts.some((text) => pattern.test(text))) return [];
    const all = texts.join(" ");
    const flagsGiven = command.flags.every((flag) =>
      new RegExp(`${escapeRegExp(testedFlag(flag))}(?![\\w-])`).test(all),
    );
    return flagsGiven ? [file] : [];
  });
}

const run = promisify(execFile);
const WRANGLER = path.resolve("node_modules/.bin/wrangler");

const helps = new Map<string, Promise<string>>();
/** wrangler's own help for the words, as the project's pinned wrangler prints it; asked once. */
function wranglerHelp(words: readonly string[]): Promise<string> {
  const key = words.join(" ");
  const help =
    helps.get(key) ??
    run(WRANGLER, [...words, "--help"], {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    }).then(({ stdout }) => stdout);
  helps.set(key, help);
  return help;
}

/** The sub-command a guide's wrangler line names ("d1 execute"), and its help. */
async function subCommand(command: Command): Promise<{ words: string[]; help: string }> {
  const words: string[] = [];
  let help = await wranglerHelp([]);
  for (const word of command.words) {
    // A word is a sub-command while the help of the words before it lists `wrangler … word`.
    if (!new RegExp(`^\\s*wrangler ${[...words, word].join(" ")}(\\s|$)`, "m").test(help)) break;
    words.push(word);
    help = await wranglerHelp(words);
  }
  return { words, help };
}

/**
 * Where a file sends its reader to a doc's section: `docs/owner-guide.md`, "Title", or
 * `docs/operations.md`, section "Title", or (`docs/architecture.md` ("Title")), across a line end.
 */
const SECTION_REFERENCE = /(docs\/[\w-]+\.md)`?,?\s+(?:\(|section\s+)?"([^"]+)"/g;

/** The files that may send a reader to a section of the guide. */
const REFERRING_FILES = fg.sync(
  ["*.md", "docs/*.md", "data/**/*.yaml", "scripts/**/*.ts", "deploy/*", "site/**/*.{ts,tsx}"],
  { ignore: ["site/generated/**", "data/schema/**"] },
);

/** A section's titles as references name them: each heading without its number, and bold openings. */
const sectionTitles = (doc: string): string[] =>
  readFileSync(doc, "utf8")
    .split("\n")
    .flatMap((line) => {
      const heading = /^#+\s+(?:\d+\.\s+)?(.+)$/.exec(line)?.[1];
      const bold = /^\*\*([^*]+)\*\*/.exec(line)?.[1];
      return [heading, bold].filter((title): title is string => title !== undefined);
    });

describe(GUIDE, () => {
  test("every reference to a section of the guide, and from it to another doc, names a section there", () => {
    const references = REFERRING_FILES.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(SECTION_REFERENCE)]
        .filter(([, doc]) => doc === GUIDE || file === GUIDE)
        .map(([, doc = "", title = ""]) => ({ file, doc, title })),
    );
    expect(references.filter(({ doc }) => doc === GUIDE).length).toBeGreaterThan(0);
    const broken = references
      .filter(({ doc, title }) => !sectionTitles(doc).some((section) => section.startsWith(title)))
      .map(({ file, doc, title }) => `${file}: ${doc}, "${title}"`);
    expect(broken).toEqual([]);
  });

  test(`is under ${WORD_LIMIT} words, counted as wc -w counts them`, () => {
    const words = guide.split(/\s+/).filter(Boolean).length;
    expect(words).toBeLessThan(WORD_LIMIT);
  });

  test("speaks none of a developer's words", () => {
    const found = DEVELOPER_WORDS.filter(([word]) =>
      new RegExp(`(^|[^\\w])${escapeRegExp(word)}(s|es)?(?!\\w)`, "i").test(prose),
    ).map(([word, instead]) => `${word} (say: ${instead})`);
    expect(found).toEqual([]);
  });

  test("names commands, each of them found", () => {
    // Guards the parsing below: a guide whose commands it could not read would pass every check.
    expect(npmCommands.map((command) => command.line)).toContain("npm run generate");
    expect(wranglerCommands.length).toBeGreaterThan(0);
  });

  test("every npm run script it names is one of package.json's scripts", () => {
    const missing = npmCommands
      .filter(({ words: [word = ""] }) => word !== "ci" && !(word in scripts))
      .map((command) => command.line);
    expect(missing).toEqual([]);
  });

  test("every wrangler command it names exists in the project's wrangler, with each flag", async () => {
    const problems: string[] = [];
    for (const command of wranglerCommands) {
      const { words, help } = await subCommand(command);
      if (words.length === 0) problems.push(`${command.line}: no such wrangler command`);
      for (const flag of command.flags.filter((flag) => !help.includes(`${flag} `))) {
        problems.push(`${command.line}: wrangler ${words.join(" ")} has no ${flag}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  test("every command it names is run by a test", async () => {
    const notRun: string[] = [];
    for (const command of commands) {
      if (command.tool === "wrangler") {
        const { words, help } = await subCommand(command);
        // A sub-command with no local form (login, d1 create) acts only on the owner's
        // Cloudflare account: the test above proves it exists, and no test can run it.
        if (!help.includes("--local ")) continue;
        if (runBy({ ...command, words }).length > 0) continue;
      } else if (runBy(command).length > 0) continue;
      notRun.push(command.line);
    }
    expect(notRun).toEqual([]);
  }, 120_000);
});
