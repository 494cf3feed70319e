/** Debian's Chromium, kept off the network (see scripts/lib/chromium-flags.ts). */
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_PATH, OFFLINE_FLAGS } from "../../scripts/lib/chromium-flags";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: OFFLINE_FLAGS });
}
