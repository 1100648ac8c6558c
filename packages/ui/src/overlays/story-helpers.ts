/**
 * Resolves once every running CSS animation on the page has finished, so that a play function (and
 * the axe check after it) sees an overlay at rest rather than half faded in.
 */
export async function animationsSettled(): Promise<void> {
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}
