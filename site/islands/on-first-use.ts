/**
 * Loads an island when the visitor first reaches for it (pointer, touch or
 * focus inside its container), so a page that merely shows a plain form
 * downloads no React until it is used. The plain form works meanwhile.
 */
export function onFirstUse(containerId: string, load: () => Promise<unknown>): void {
  const container = document.getElementById(containerId);
  if (!container) return;
  const events = ["pointerover", "touchstart", "focusin"] as const;
  const start = () => {
    events.forEach((name) => container.removeEventListener(name, start));
    load().catch((error: unknown) => console.error(`${containerId}: island failed to load`, error));
  };
  events.forEach((name) => container.addEventListener(name, start, { passive: true }));
  // Already focused (e.g. the browser restored focus): start at once.
  if (container.contains(document.activeElement)) start();
}
