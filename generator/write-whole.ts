/**
 * A file written whole or not at all: to a temporary name beside it, then
 * renamed over it, so that a run stopped midway, or a reader meanwhile,
 * never meets half a file.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

export async function writeWhole(target: string, data: string | Uint8Array): Promise<void> {
  const temp = `${target}.${process.pid}.tmp`;
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(temp, data);
  await rename(temp, target);
}
