/**
 * Draws the 1200×630 social preview images (site/public/images/social/) with
 * Chromium. Run again after a change of business name, base, socialCardPoints, a claim
 * switch or colours, once `npm run generate` has read data/business.yaml:
 *   npx tsx scripts/social-images.ts
 */
import { mkdirSync } from "node:fs";
import { launchChromium } from "./lib/chromium";
import { PLACE_KINDS } from "../model/place-kinds";
import { SOCIAL_CARD_COLOURS, socialCardText } from "../model/social-images";
// The validated business facts, so a card follows the claim switches as the pages do.
import { business } from "../site/generated/business";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

mkdirSync("site/public/images/social", { recursive: true });
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
const { background, text: ink } = SOCIAL_CARD_COLOURS;
// The words come from model/social-images.ts, which og:image:alt describes them by.
for (const { socialCard, socialImage } of PLACE_KINDS) {
  const text = socialCardText(socialCard, business);
  await page.setContent(`<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box;background:${background.css};color:${ink.css};font-family:system-ui,sans-serif">
    <p style="font-size:34px;margin:0 0 24px;opacity:.9">${escapeHtml(text.business)}</p>
    <h1 style="font-size:76px;line-height:1.1;margin:0 0 28px">${escapeHtml(text.heading)}</h1>
    <p style="font-size:34px;line-height:1.35;margin:0 0 40px">${escapeHtml(text.line)}</p>
    <p style="font-size:28px;margin:0;opacity:.9">${text.points.map(escapeHtml).join(" · ")}</p>
  </body></html>`);
  await page.screenshot({ path: `site/public/${socialImage}` });
}
await browser.close();
console.log(`social-images: ${PLACE_KINDS.length} images written to site/public/images/social/`);
