/** Debian's Chromium driven by Playwright, kept off the network (see chromium-flags.ts): for scripts and tests. */
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_PATH, OFFLINE_FLAGS } from "./chromium-flags";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: OFFLINE_FLAGS });
}
