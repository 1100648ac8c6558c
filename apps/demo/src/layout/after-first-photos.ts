/**
 * Runs `run` once the first photos are in (the first photo of a grid has loaded) and the
 * browser is idle, so that code a page can do without at first (the upload queue, the library's
 * AI offer) never competes with the first thumbs; without any image (an empty library), 3 s after
 * the page loaded.
 *
 * @example
 * useEffect(() => afterFirstPhotos(() => setReady(true)).cancel, []);
 */
export function afterFirstPhotos(run: () => void): { cancel(): void } {
  let idle: number | undefined;
  let fallback: number | undefined;
  const schedule = () => {
    stopListening();
    idle =
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(run, { timeout: 5_000 })
        : window.setTimeout(run, 500);
  };
  const isPhoto = (image: EventTarget | null) =>
    image instanceof HTMLImageElement && image.closest('[data-slot="image-grid-tile"]') !== null;
  // `load` of an image does not bubble: caught on its way down.
  const onLoad = (event: Event) => {
    if (isPhoto(event.target)) schedule();
  };
  const stopListening = () => {
    document.removeEventListener("load", onLoad, true);
    window.clearTimeout(fallback);
  };
  document.addEventListener("load", onLoad, true);
  if ([...document.images].some((image) => isPhoto(image) && image.complete && image.naturalWidth > 0)) {
    schedule();
  } else fallback = window.setTimeout(schedule, 3_000);
  return {
    cancel() {
      stopListening();
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    },
  };
}
