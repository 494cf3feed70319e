/**
 * Debian's Chromium kept off the network: without these flags it asks
 * several Google hosts for time, updates and accounts, and every start
 * waits on the failures. Shared by the browser tests and the Lighthouse script.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const OFFLINE_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-domain-reliability",
  "--disable-client-side-phishing-detection",
  "--component-updater=url-source=http://127.0.0.1:9",
  "--gaia-url=http://127.0.0.1:9",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

/**
 * Outside Playwright (which brings its own list and a fresh profile) these
 * are needed too; Chromium reads only the last --disable-features flag.
 */
export const OUTSIDE_PLAYWRIGHT_FLAGS = ["--disable-extensions"];
export const DISABLED_FEATURES = [
  "Translate",
  "OptimizationHints",
  "MediaRouter",
  "DialMediaRouteProvider",
  "InterestFeedContentSuggestions",
  "CertificateTransparencyComponentUpdater",
  "AutofillServerCommunication",
  "PrivacySandboxSettings4",
  "NetworkTimeServiceQuerying",
];
