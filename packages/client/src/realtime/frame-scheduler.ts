/**
 * Runs `callback` once on the next frame (at most one render per frame, however many events came
 * in), or after ~16 ms where there are no frames: on a server, in a hidden tab, in tests.
 * Returns a function that cancels it. Pocketkit's realtime cache updates and upload progress use
 * it to publish many events as one change.
 *
 * @example
 * let cancel: (() => void) | undefined;
 * onEvent = () => (cancel ??= scheduleFrame(() => { cancel = undefined; render(); }));
 */
export function scheduleFrame(callback: () => void): () => void {
  const visible = typeof document === "undefined" || document.visibilityState !== "hidden";
  if (typeof requestAnimationFrame === "function" && visible) {
    const handle = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(handle);
  }
  const timer = setTimeout(callback, 16);
  return () => clearTimeout(timer);
}
