/**
 * Where the server for plain Node is built from and to (server-bundle.ts
 * builds it): named apart from the bundler, so that what only needs the
 * names (the site hash, `npm start`'s staleness check) does not load Vite.
 */
export const SERVER_APP_DIR = "dist/server-app";

/** Each output file's name (main.js, and the owner's commands) and its source. */
export const SERVER_ENTRIES = {
  main: "site/server/main.ts",
  backup: "scripts/backup.ts",
  leads: "scripts/leads.ts",
  "report-404": "scripts/report-404.ts",
} as const;

export const serverAppFile = (entry: keyof typeof SERVER_ENTRIES) =>
  `${SERVER_APP_DIR}/${entry}.js`;
