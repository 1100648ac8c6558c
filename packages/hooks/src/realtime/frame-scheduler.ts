/**
 * Runs `callback` once on the next frame (at most one render per frame, however many events came
 * in), or after ~16 ms where there are no frames: on a server, in a hidden tab, in tests.
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
