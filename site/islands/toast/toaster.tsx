/**
 * Radix Toast with its defaults spelt out: 5000 ms, swipe
 * right past 50 px to dismiss, F8 moves focus to the notification area.
 */
import * as Toast from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { toasts } from "./toast-store";

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];

export function Toaster() {
  const items = useSyncExternalStore(toasts.subscribe, toasts.current, toasts.current);
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) toasts.dismiss(item.id);
          }}
          className={`toast${item.variant === "error" ? " toast-error" : ""}`}
        >
          <Toast.Title className="toast-title">{item.title}</Toast.Title>
          {item.description && (
            <Toast.Description className="toast-description">{item.description}</Toast.Description>
          )}
          <Toast.Close className="toast-close" aria-label="Close">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        className="toast-viewport"
        hotkey={TOAST_HOTKEY}
        label="Notifications ({hotkey})"
      />
    </Toast.Provider>
  );
}
