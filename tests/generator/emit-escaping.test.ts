/**
 * Data enters generated code only as escaped literals: whatever a name holds
 * (a line break, U+2028, U+2029, a control character), every emitted module
 * parses to the same statements, with one header comment on line 1, and
 * nothing of the data runs as code. The emit stage is given the text directly,
 * as if the schema had let it through, so this holds even without the schema.
 */
import { Project, SyntaxKind, ts } from "ts-morph";
import { describe, expect, test } from "vitest";
import { emit } from "../../generator/emit/emit";
import { generateFixture } from "./fixture";

const generated = await generateFixture();
const parser = new Project({ useInMemoryFileSystem: true });

/** Syntax errors, top-level statement kinds and comment lines of one module. */
function shapeOf(path: string, contents: string) {
  const file = parser.createSourceFile(path, contents, { overwrite: true });
  const errors = parser
    .getProgram()
    .compilerObject.getSyntacticDiagnostics(file.compilerNode)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  const statements = file.getStatements().map((statement) => statement.getKindName());
  const comments = file
    .getDescendantsOfKind(SyntaxKind.SingleLineCommentTrivia)
    .map((comment) => comment.getStartLineNumber());
  parser.removeSourceFile(file);
  return { errors, statements, comments };
}

/** Imports, the FAQ (where the page has one), head and props, the component: nothing else. */
const PAGE_SHAPES = [
  [
    "ImportDeclaration",
    "ImportDeclaration",
    "VariableStatement",
    "VariableStatement",
    "FunctionDeclaration",
  ],
  [
    "ImportDeclaration",
    "ImportDeclaration",
    "VariableStatement",
    "VariableStatement",
    "VariableStatement",
    "FunctionDeclaration",
  ],
];

describe("a place name cannot become code", () => {
  test.each([
    ["a line feed", "\n"],
    ["a carriage return", "\r"],
    ["U+2028 LINE SEPARATOR", "\u2028"],
    ["U+2029 PARAGRAPH SEPARATOR", "\u2029"],
    ["ESC and DEL", "\u001b]0;x\u0007\u007f"],
  ])("%s in the name", (_name, separator) => {
    const name = `Carterton${separator}globalThis.ran = true; //`;
    const pages = generated.pages.map((page) =>
      page.place.location.name === "Carterton"
        ? { ...page, place: { ...page.place, location: { ...page.place.location, name } } }
        : page,
    );
    const files = [
      ...emit({
        pages,
        editorial: generated.editorial,
        prose: generated.prose,
        modules: [],
      }),
    ].filter((file) => file.path.endsWith(".tsx"));
    const carterton = files.filter((file) => file.contents.includes("Carterton"));
    expect(carterton.length).toBeGreaterThanOrEqual(3);
    for (const file of carterton) {
      const shape = shapeOf(file.path, file.contents);
      expect(shape.errors, file.path).toEqual([]);
      expect(PAGE_SHAPES, file.path).toContainEqual(shape.statements);
      // The header is the only comment and stays on the first line.
      expect(shape.comments, file.path).toEqual([1]);
      expect(file.contents.split("\n")[1], file.path).toMatch(/^import /);
    }
  });
});
