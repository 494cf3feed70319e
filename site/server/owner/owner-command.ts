/**
 * How the owner's commands end when something is wrong: a message naming it,
 * no stack trace. Exit 2 for a bad setting or flag, 1 for records that cannot
 * be read; anything else is a bug and is thrown as it is.
 */
import { ConfigError } from "../config";
import { RecordsError } from "./owner-records";

/** A flag node:util's parseArgs refused (an unknown one, a missing value). */
const isFlagError = (error: unknown): error is Error =>
  error instanceof Error &&
  "code" in error &&
  typeof error.code === "string" &&
  error.code.startsWith("ERR_PARSE_ARGS");

export async function runOwnerCommand(
  name: string,
  usage: string,
  command: () => Promise<void>,
): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (isFlagError(error)) {
      console.error(`${name}: ${error.message}\n  Usage: ${usage}`);
      process.exit(2);
    }
    if (error instanceof ConfigError) {
      console.error(`${name}: ${error.message}`);
      process.exit(2);
    }
    if (error instanceof RecordsError) {
      console.error(`${name}: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
