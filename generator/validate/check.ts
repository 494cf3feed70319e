/**
 * The checks every validating module shares: a document against its zod
 * schema, zod's issues as the owner's problems, and the placeholders of a
 * template string. Kept apart so the validators import it, not each other.
 */
import Handlebars from "handlebars";
import type { z } from "zod";
import { problems, type NamedWording, type Problem } from "../errors";
import type { SourceDoc } from "../load/load";
import { ALLOWED_FIELDS, BLOCK_HELPERS } from "../schema/template-fields";

export type Path = (string | number)[];

export function issueProblems(
  doc: SourceDoc,
  issues: z.core.$ZodIssue[],
  base: Path,
  entry?: Problem["entry"],
): Problem[] {
  return issues.map((issue) => {
    const at = [...base, ...(issue.path as Path)];
    return {
      file: doc.file,
      entry,
      line: doc.lineOf(at),
      field: (issue.path as Path).join("."),
      ...issueWording(issue),
    };
  });
}

/** Zod's wording, trimmed of its "Invalid input:" preamble, with what arrived. */
function issueWording(issue: z.core.$ZodIssue): NamedWording {
  const input = "input" in issue ? issue.input : undefined;
  if (issue.code === "unrecognized_keys") return problems.unknownField(issue.keys);
  if (issue.code === "invalid_type" && input === undefined)
    return problems.missingField(issue.expected);
  return problems.invalidValue(issue.message.replace(/^Invalid (input|option): /, ""), input);
}

/**
 * A document against its schema. Zod compiles an object schema to a function the first time it
 * checks a value, which pays only over many values (a list's entries, checked one by one); a
 * document is checked once, so it is checked without.
 */
export function check<T>(doc: SourceDoc, schema: z.ZodType<T>, found: Problem[]): T | undefined {
  const result = schema.safeParse(doc.value, { reportInput: true, jitless: true });
  if (result.success) return result.data;
  found.push(...issueProblems(doc, result.error.issues, []));
  return undefined;
}

/** Every placeholder and helper in every template string must be one we provide. */
export function checkPlaceholders(
  doc: Pick<SourceDoc, "file" | "lineOf" | "unchanged">,
  value: unknown,
  at: Path,
  found: Problem[],
  allowed: readonly string[] = ALLOWED_FIELDS,
): void {
  // Checked by the last clean run. A caller whose `allowed` comes from the data passes no `unchanged`.
  if (doc.unchanged) return;
  if (Array.isArray(value))
    value.forEach((item, i) => checkPlaceholders(doc, item, [...at, i], found, allowed));
  else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value))
      checkPlaceholders(doc, item, [...at, key], found, allowed);
  } else if (typeof value === "string" && value.includes("{{")) {
    // Without "{{" a string is text alone: no placeholder, and nothing Handlebars could refuse.
    const report = (problem: NamedWording) =>
      found.push({ file: doc.file, line: doc.lineOf(at), field: at.join("."), ...problem });
    let program: hbs.AST.Program;
    try {
      program = Handlebars.parse(value);
    } catch (error) {
      report(problems.badTemplate((error as Error).message.split("\n")[0] ?? ""));
      return;
    }
    for (const name of referencedNames(program)) {
      if (!allowed.includes(name) && !(BLOCK_HELPERS as readonly string[]).includes(name)) {
        report(problems.unknownPlaceholder(name, allowed));
      }
    }
  }
}

function referencedNames(node: hbs.AST.Program): string[] {
  const names: string[] = [];
  const visit = (statement: hbs.AST.Statement): void => {
    if (statement.type === "MustacheStatement" || statement.type === "BlockStatement") {
      const mustache = statement as hbs.AST.MustacheStatement | hbs.AST.BlockStatement;
      if (mustache.path.type === "PathExpression")
        names.push((mustache.path as hbs.AST.PathExpression).original);
      for (const param of mustache.params) {
        if (param.type === "PathExpression") names.push((param as hbs.AST.PathExpression).original);
      }
      if (statement.type === "BlockStatement") {
        const block = statement as hbs.AST.BlockStatement;
        block.program?.body.forEach(visit);
        block.inverse?.body.forEach(visit);
      }
    }
  };
  node.body.forEach(visit);
  return names;
}

export type Report = (at: Path, problem: NamedWording) => void;

/**
 * Reports problems in one record of a file: `base` is where the record sits
 * (["entries", 3]), `at` the field inside it, so the line and field are exact.
 */
export function reporter(
  doc: Pick<SourceDoc, "file" | "lineOf">,
  found: Problem[],
  base: Path = [],
  entry?: Problem["entry"],
): Report {
  return (at, problem) =>
    found.push({
      file: doc.file,
      ...(entry && { entry }),
      line: doc.lineOf([...base, ...at]),
      field: at.join("."),
      ...problem,
    });
}
