-- Quote requests, the not-found log and the e-mail jobs: the server's SQLite and D1 alike.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  postcode TEXT NOT NULL,
  service TEXT NOT NULL,
  message TEXT NOT NULL,
  preferred_time TEXT NOT NULL,
  source_page TEXT NOT NULL
);
CREATE TABLE not_found (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL,
  referrer TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX not_found_path ON not_found (path);
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  sent_at TEXT
);
CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);
