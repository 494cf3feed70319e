/**
 * Settings from a `.env` file in the working directory, when there is one
 * (.env.example lists them). A variable already in the environment wins, as
 * Node's own --env-file does, so `PORT=4000 npm run serve` still means 4000.
 */
import { ConfigError } from "./config";

export const ENV_FILE = ".env";

/** Loads `file` into process.env when it exists; whether it did. */
export function loadEnvFileIfPresent(file = ENV_FILE): boolean {
  try {
    process.loadEnvFile(file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return false;
    throw new ConfigError(
      `cannot read the settings file ${file} (${code ?? String(error)}).\n` +
        "  Make it readable by the user running the server, or remove it.",
    );
  }
}
