/**
 * The script every page loads (a few hundred bytes): registers the service
 * worker, turns the floating chat link into the chat widget's opener, and
 * wires the postcode check where a page has one. Heavier parts are fetched
 * only when a visitor uses them.
 */
// Styles of the forms and islands. Vike links a client entry's CSS from the page's HTML, so they
// apply before any script runs (the honeypot stays hidden without JavaScript).
import "./islands.css";
import { wireCoverageCheck } from "./coverage/wire";

function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  // A failed registration is only logged: the page works without it.
  navigator.serviceWorker
    .register("/sw.js")
    .catch((error: unknown) => console.error("service worker registration failed", error));
}

function wireChatButton(): void {
  const link = document.querySelector<HTMLAnchorElement>("a[data-chat-widget]");
  if (!link) return;
  link.setAttribute("aria-expanded", "false");
  link.setAttribute("aria-controls", "chat-widget");
  link.addEventListener("click", (event) => {
    // A modified click still opens the messaging app in a new tab, as without JavaScript.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void import("./chat/open-chat").then(({ toggleChat }) => toggleChat(link));
  });
}

if (document.readyState === "complete") registerServiceWorker();
else window.addEventListener("load", registerServiceWorker, { once: true });
wireChatButton();
wireCoverageCheck();
