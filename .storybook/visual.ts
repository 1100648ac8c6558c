/**
 * Visual regression (DESIGN §6): after a story's test has run, its first render is compared with
 * a committed screenshot, in light and in dark. Interaction stories are left out: they end in a
 * scripted state, and their named state is the story they were split from.
 *
 * The dark screenshot does not render the story again: the same DOM is repainted with the `dark`
 * class, which is all the theme global does (preview.tsx), so the second theme costs one capture
 * rather than a second render, play and axe pass. A story that is already dark gets one, dark.
 *
 * References live beside the stories, in `__visual__/light/<story id>.png` and
 * `__visual__/dark/<story id>.png` (see `resolveScreenshotPath` in vitest.config.ts). A missing
 * reference is written on a local run and fails in CI; `pnpm test:visual:update` rewrites them all.
 *
 * Runs in the browser, as a setup file of the `storybook` Vitest project only: Storybook itself
 * never loads it.
 */
import type { ComposedStoryFn } from "storybook/internal/types";
import { afterEach, expect } from "vitest";
import { commands, page } from "vitest/browser";

import { installStoryClock } from "./visual-clock";

declare module "vitest/browser" {
  interface BrowserCommands {
    movePointerAway: () => Promise<void>;
  }
}

/** Parameters a story can set: `parameters: { visual: { skip: "why" } }`. */
export interface VisualParameters {
  /** Leaves the story out of the comparison; the text says why, for the next reader. */
  skip?: string;
}

type StoryContext = { story?: ComposedStoryFn };

// Stopped at a fixed instant (visual-clock.ts). At the top level, because setup files run before
// the stories file is imported and its fixtures are made.
installStoryClock(Date.UTC(2026, 0, 15, 10, 0, 0));

afterEach(async (context) => {
  const { story } = context as typeof context & StoryContext;
  if (!story || context.task.result?.state === "fail") return;
  if (story.tags.includes("interaction")) return;
  const visual = story.parameters.visual as VisualParameters | undefined;
  if (visual?.skip) return;

  await settle();
  const root = document.querySelector<HTMLElement>("[data-story-root]");
  if (!root) throw new Error("visual: the story root ([data-story-root], preview.tsx) is not on the page");
  // Dialogs and menus are portalled to <body>, toasts sit in a fixed layer at the window's edge,
  // and a virtualised list of 10,000 is taller than any screenshot: then what the viewport shows
  // is the picture. Otherwise the root alone, so that a story's screenshot is only as big as it is.
  const viewport =
    portalled(root) || fixedLayerShown(root) || root.getBoundingClientRect().height > window.innerHeight;
  const matchScreenshot = (name: string) =>
    viewport ? expect(page).toMatchScreenshot(name) : expect.element(root).toMatchScreenshot(name);
  const id = context.task.meta.storyId as string;
  const dark = story.globals.theme === "dark";

  await matchScreenshot(`${dark ? "dark" : "light"}/${id}`);
  if (dark) return;

  setDark(root, true);
  try {
    await nextPaint();
    await matchScreenshot(`dark/${id}`);
  } finally {
    setDark(root, false);
  }
});

/**
 * Fonts and images loaded, nothing marked `data-settling` (a component about to draw again, as
 * PhotoMapView while finer countries load), the pointer off the component (no hover left by the
 * story before).
 */
async function settle() {
  await commands.movePointerAway();
  await document.fonts.ready;
  await whenNothingSettling();
  await Promise.all(
    [...document.images].map((image) =>
      image.complete
        ? undefined
        : withTimeout(
            image.decode().catch(() => undefined),
            2_000,
          ),
    ),
  );
  await nextPaint();
}

/** Up to about 5 s (300 frames; the page's clock may be stopped, so frames are counted). */
async function whenNothingSettling(): Promise<void> {
  for (let frame = 0; frame < 300 && document.querySelector("[data-settling]"); frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

function portalled(root: HTMLElement): boolean {
  return [...document.body.children].some(
    (element) =>
      element.id !== "storybook-root" &&
      !element.contains(root) &&
      element.tagName !== "SCRIPT" &&
      paints(element),
  );
}

/** An element with content in a `position: fixed` layer inside the root: the toasts' viewport. */
function fixedLayerShown(root: HTMLElement): boolean {
  return [...root.querySelectorAll("*")].some(
    (element) =>
      element.childElementCount > 0 && getComputedStyle(element).position === "fixed" && paints(element),
  );
}

/**
 * Whether an element draws anything. A visually hidden one does not: Radix Toast's announcement
 * for screen readers is a 1 px box portalled to <body> for one second after a toast appears,
 * and deciding on it made a toast story's picture depend on how fast the test ran.
 */
function paints(element: Element): boolean {
  return [...element.getClientRects()].some((rect) => rect.width > 1 && rect.height > 1);
}

function setDark(root: HTMLElement, dark: boolean) {
  document.documentElement.classList.toggle("dark", dark);
  root.classList.toggle("dark", dark);
}

function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
}
