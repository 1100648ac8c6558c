import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { createPng } from "@pocketkit/client/testing";
import { expect, type Page } from "@playwright/test";
import type { RecordModel } from "pocketbase";

import type { GalleryStack } from "./stack";

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real PNG, padded to `size` bytes when given (PocketBase sniffs only the first bytes). */
export function png(name: string, { size, hue = 0 }: { size?: number; hue?: number } = {}): TestFile {
  const image = createPng({
    width: 320,
    height: 240,
    from: [200, (hue * 37) % 256, 80],
    to: [40, 90, (hue * 71) % 256],
  });
  const buffer =
    size && size > image.length ? Buffer.concat([image, Buffer.alloc(size - image.length)]) : image;
  return { name, mimeType: "image/png", buffer };
}

/** The testkit's photo fixtures (made with libheif, ImageMagick and exiftool). */
export const photoFixtures = join(
  dirname(createRequire(import.meta.url).resolve("@pocketkit/testkit/package.json")),
  "fixtures/photos",
);

/** A photo fixture as a person would pick it, named `as`, typed as a browser types it by its name. */
export async function photoFixture(name: string, as = name): Promise<TestFile> {
  const mimeType = as.endsWith(".heic") ? "image/heic" : as.endsWith(".avif") ? "image/avif" : "image/jpeg";
  return { name: as, mimeType, buffer: await readFile(join(photoFixtures, name)) };
}

/**
 * Picks files with the uploader's file input, as the system's file dialog would. The files are
 * written to disk first: a local browser then reads them itself, where a buffer would be sent
 * over the wire (slow for the big ones).
 */
export async function pickFiles(page: Page, files: TestFile[]): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "pocketkit-e2e-"));
  const paths: string[] = [];
  for (const file of files) {
    const path = join(dir, file.name);
    await writeFile(path, file.buffer);
    paths.push(path);
  }
  await page.locator('[data-slot="dropzone"] input[type="file"]').first().setInputFiles(paths);
}

/** Drops files on the uploader, as a drag from the desktop would. */
export async function dropFiles(page: Page, files: TestFile[]): Promise<void> {
  const zone = page.locator('[data-slot="dropzone"]').first();
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }));
      }
      return transfer;
    },
    files.map((file) => ({ name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] })),
  );
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await zone.dispatchEvent("dragover", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
}

/** Pastes files into the page (a screenshot from the clipboard), with nothing focused. */
export async function pasteFiles(page: Page, files: TestFile[]): Promise<void> {
  await page.evaluate(
    (list) => {
      (document.activeElement as HTMLElement | null)?.blur();
      const transfer = new DataTransfer();
      for (const file of list) {
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }));
      }
      document.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    },
    files.map((file) => ({ name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] })),
  );
}

/**
 * Switches the page's colour scheme, as the system would, and waits until its colours have moved
 * there: they change in transitions, and axe would judge a colour halfway (a contrast fails
 * between light and dark that neither has).
 */
export async function setColorScheme(page: Page, colorScheme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        // A transition replaced by another (as the theme changes again) is cancelled: done too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Fails with the violations when axe finds any on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A toast sliding in or fading out is half transparent, and axe would judge a contrast it never
  // has at rest (custom-fields failed so once in CI): finite animations end first. Endless ones
  // (a spinner, a pulsing skeleton) never do and are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join("\n  ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Nothing on the page is wider than the window: no sideways scrolling. */
export async function expectFitsWidth(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page width on ${page.url()}`).toBeLessThanOrEqual(innerWidth);
}

/** The tile of a photo in the grid, by its alt text or else its title (what names the tile). */
export function photoTile(page: Page, name: string) {
  return page.getByRole("grid", { name: /photos/i }).getByRole("button", { name, exact: true });
}

/** A photo's selection checkbox in the grid. */
export function photoCheckbox(page: Page, name: string) {
  return page.getByRole("checkbox", { name: `Select ${name}`, exact: true });
}

/**
 * A photo of `ownerId`'s made behind the page's back (as another device would), by the superuser:
 * a PNG named after the title, drawn in `hue`, with any other `fields` (e.g. `taken_at`).
 */
export async function createPhoto(
  stack: GalleryStack,
  ownerId: string,
  title: string,
  { hue = 0, fields = {} }: { hue?: number; fields?: Record<string, string> } = {},
): Promise<RecordModel> {
  const form = new FormData();
  form.set("owner", ownerId);
  form.set("title", title);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const file = png(`${title.toLowerCase().replaceAll(" ", "-")}.png`, { hue });
  form.set("file", new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }));
  return stack.admin.collection("images").create(form);
}
