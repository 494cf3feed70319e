/** Loaded on the first click of the chat button: mounts the widget and toggles it after that. */
import { createRoot, type Root } from "react-dom/client";
import { ChatWidget } from "./chat-widget";

let root: Root | undefined;
let container: HTMLElement | undefined;

export function toggleChat(button: HTMLElement): void {
  if (!container) {
    container = document.createElement("div");
    container.id = "chat-widget";
    document.body.append(container);
    root = createRoot(container);
  }
  const open = button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", String(open));
  const close = () => {
    button.setAttribute("aria-expanded", "false");
    root?.render(null);
    button.focus();
  };
  // The person to hand over to, as the page names them on the button.
  const handover = {
    phone: button.dataset.phone ?? "",
    messaging: button.dataset.messaging ?? "",
    messagingHref: button.getAttribute("href") ?? "",
  };
  root?.render(open ? <ChatWidget onClose={close} handover={handover} /> : null);
}
