// Tells the server a visitor reached the not-found page (SPEC §7). The answer is ignored and failures are swallowed.
fetch("/api/404-status", { method: "POST", credentials: "include", keepalive: true }).catch(
  () => {},
);
