// Tells the server a visitor reached the not-found page (SPEC §7): the missing path and where
// the visitor came from. The answer is ignored and failures are swallowed.
fetch("/api/404-status", {
  method: "POST",
  credentials: "include",
  keepalive: true,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ path: location.pathname + location.search, referrer: document.referrer }),
}).catch(() => {});
