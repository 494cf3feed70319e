/** Where the generator writes: the folders it owns, and a file it makes. */
import { catalogueFile, type CataloguePart } from "../model/catalogue";

/** A file the generator owns, path relative to the project root. */
export interface OutputFile {
  path: string;
  contents: string;
}

export const GENERATED_DIR = "site/generated";
export const SCHEMA_DIR = "data/schema";

/** A part of the catalogue's module (model/catalogue.ts), from the project's root. */
export const catalogueModule = (part: CataloguePart): string =>
  `${GENERATED_DIR}/${catalogueFile(part)}`;
