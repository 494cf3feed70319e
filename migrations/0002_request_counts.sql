-- The per-address limits where no process outlives a request (Cloudflare Pages Functions on D1):
-- one row per address, form and window. The server counts in its own memory and leaves it empty.
CREATE TABLE request_counts (
  scope TEXT NOT NULL,
  address TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (scope, address, window_start)
);
CREATE INDEX request_counts_window ON request_counts (window_start);
