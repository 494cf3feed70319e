// Tells the server a visitor reached the not-found page: the missing path and where the visitor
// came from. It goes where the page's script element says (the form server when the site is on
// a static host); our own server records the 404s it sends and leaves this script out of them. The answer is ignored and failures are swallowed.
const endpoint = document.currentScript?.dataset.endpoint || "/api/404-status";
fetch(endpoint, {
  method: "POST",
  credentials: "include",
  keepalive: true,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ path: location.pathname + location.search, referrer: document.referrer }),
}).catch(() => {});
