/** Where the generator writes: the folders it owns, and a file it makes. */

/** A file the generator owns, path relative to the project root. */
export interface OutputFile {
  path: string;
  contents: string;
}

export const GENERATED_DIR = "site/generated";
export const SCHEMA_DIR = "data/schema";
