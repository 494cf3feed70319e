/**
 * Generated page modules carry only what the site reads: every field of the
 * page props and head types (model/page-props.ts) must be read somewhere in
 * site/ outside the generated modules. A field nobody reads is padding in
 * 1,600 files, and rewrites them all when its value changes.
 */
import fg from "fast-glob";
import { Node, Project, SyntaxKind, type PropertySignature } from "ts-morph";
import { describe, expect, test } from "vitest";

const project = new Project({
  compilerOptions: { jsx: 4 /* react-jsx */, strict: true },
  skipAddingFilesFromTsConfig: true,
});
const props = project.addSourceFileAtPath("model/page-props.ts");
project.addSourceFilesAtPaths(
  fg.sync(["site/**/*.{ts,tsx}", "model/**/*.ts", "scripts/**/*.ts"], {
    ignore: ["site/generated/**"],
  }),
);

/** Where a property is read: any reference outside its own declaration that is not an object literal's key. */
function reads(property: PropertySignature): number {
  return property
    .findReferencesAsNodes()
    .filter((node) => node.getSourceFile() !== props || !Node.isPropertySignature(node.getParent()))
    .filter(
      (node) =>
        !Node.isPropertyAssignment(node.getParent()) &&
        !Node.isShorthandPropertyAssignment(node.getParent()),
    ).length;
}

/**
 * Reads by a key that is a union of field names, such as `place[service.local]`
 * with `local: "starlink" | "ajax"`: the type checker's references miss them.
 */
const keyedReads = new Set(
  project.getSourceFiles().flatMap((file) =>
    file.getDescendantsOfKind(SyntaxKind.ElementAccessExpression).flatMap((access) => {
      const key = access.getArgumentExpression()?.getType();
      if (!key) return [];
      const keys = (key.isUnion() ? key.getUnionTypes() : [key]).filter((type) =>
        type.isStringLiteral(),
      );
      const holder = access.getExpression().getType();
      return keys.flatMap((type) => {
        const name = String(type.getLiteralValue());
        const symbol = holder.getProperty(name);
        return symbol ? symbol.getDeclarations() : [];
      });
    }),
  ),
);

const fields = props
  .getInterfaces()
  .flatMap((declaration) =>
    declaration
      .getProperties()
      .map((property) => ({ name: `${declaration.getName()}.${property.getName()}`, property })),
  );

describe("no dead fields in generated pages", () => {
  test("the check covers the page props", () => {
    expect(fields.map((field) => field.name)).toContain("TownPageProps.name");
  });

  test("every field of every page's props and head is read by the site", () => {
    const unread = fields.filter(
      (field) => reads(field.property) === 0 && !keyedReads.has(field.property),
    );
    expect(unread.map((field) => field.name)).toEqual([]);
  });
});
