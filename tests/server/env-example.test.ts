/**
 * .env.example lists every setting the server and the backup command read,
 * each with its default and a line saying what it is: the names and defaults
 * are compared with the zod schemas, so neither list is kept by hand twice.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { EnvSchema } from "../../site/server/config";
import { BackupEnvSchema } from "../../site/server/store/backup";

interface Listed {
  name: string;
  value: string;
  meaning: string;
}

/** "# NAME=value" lines, each with the comment line above it. */
function listedSettings(text: string): Listed[] {
  const lines = text.split("\n");
  return lines.flatMap((line, index) => {
    const match = /^# ([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) return [];
    const above = lines[index - 1] ?? "";
    return [{ name: match[1]!, value: match[2]!, meaning: above.replace(/^# ?/, "") }];
  });
}

const schemas = [EnvSchema, BackupEnvSchema];
const listed = listedSettings(readFileSync(".env.example", "utf8"));

test(".env.example lists exactly the settings of the schemas, each once", () => {
  const names = listed.map((setting) => setting.name);
  expect(new Set(names).size).toBe(names.length);
  const schemaNames = schemas.flatMap((schema) => Object.keys(schema.shape));
  expect([...names].sort()).toEqual([...schemaNames].sort());
});

test("each setting shows the schema's default (empty when it has none) under a line saying what it is", () => {
  for (const schema of schemas) {
    for (const [name, field] of Object.entries(schema.shape)) {
      const setting = listed.find((candidate) => candidate.name === name);
      const parsed = field.safeParse(undefined);
      const fallback = parsed.success && parsed.data !== undefined ? String(parsed.data) : "";
      expect({ name, value: setting?.value }).toEqual({ name, value: fallback });
      expect(setting?.meaning, name).toMatch(/^[A-Z0-9].{10,}$/);
      expect(setting?.meaning, name).not.toMatch(/^[A-Z][A-Z0-9_]*=/);
    }
  }
});
