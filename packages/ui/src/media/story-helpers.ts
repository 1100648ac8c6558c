// Test-only helpers of the media stories: files made in the browser (nothing is downloaded), and
// the events a person's drop or paste fires. Not part of the package's API.
import type { CollectionSchema } from "@pocketkit/client";
import { fn } from "storybook/test";

const colours = ["#2563eb", "#16a34a", "#db2777", "#ea580c", "#7c3aed", "#0891b2", "#ca8a04", "#475569"];

/** A PNG drawn on a canvas: a coloured field with its number, so that pictures tell apart. */
export async function makePng(
  name: string,
  { width = 64, height = 48, seed = 0 }: { width?: number; height?: number; seed?: number } = {},
): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d")!;
  context.fillStyle = colours[seed % colours.length]!;
  context.fillRect(0, 0, width, height);
  context.fillStyle = "#ffffff";
  context.font = `${Math.round(height / 3)}px sans-serif`;
  context.fillText(String(seed + 1), width / 8, (height * 2) / 3);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error("toBlob failed"))), "image/png"),
  );
  return new File([blob], name, { type: "image/png" });
}

/** An object URL of a drawn PNG, for stories that show images without PocketBase. */
export async function pngUrl(seed: number, width = 400, height = 300): Promise<string> {
  return URL.createObjectURL(await makePng(`${seed}.png`, { width, height, seed }));
}

/** A file of `size` zero bytes that says it is `type` (nothing reads its content before the check). */
export function makeFile(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** DESIGN §8's two refused files: a HEIC photo, and a JPEG of 31.2 MB. */
export function refusedFiles(): File[] {
  return [makeFile("beach.heic", "image/heic"), makeFile("pano.jpg", "image/jpeg", 31_200_000)];
}

function dataTransferOf(files: File[]): DataTransfer {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer;
}

/** What the browser fires when files are dragged onto `target` and let go. */
export function dropFiles(target: Element, files: File[]): void {
  const dataTransfer = dataTransferOf(files);
  for (const type of ["dragenter", "dragover", "drop"]) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

/** Files dragged over `target` without being let go; returns a function that drags them away. */
export function dragFilesOver(target: Element, files: File[]): () => void {
  const dataTransfer = dataTransferOf(files);
  target.dispatchEvent(new DragEvent("dragenter", { bubbles: true, cancelable: true, dataTransfer }));
  target.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer }));
  return () =>
    target.dispatchEvent(new DragEvent("dragleave", { bubbles: true, cancelable: true, dataTransfer }));
}

/** What the browser fires when files (a screenshot) are pasted while `target` has focus. */
export function pasteFiles(target: EventTarget, files: File[]): void {
  target.dispatchEvent(
    new ClipboardEvent("paste", { bubbles: true, cancelable: true, clipboardData: dataTransferOf(files) }),
  );
}

/** The Gallery's `images` as far as uploads care: one protected image ≤ 20 MB, with thumbs. */
export const imagesSchema: CollectionSchema = {
  id: "pk_images",
  name: "images",
  type: "base",
  fields: [
    { name: "id", type: "text", primaryKey: true, required: true, system: true },
    {
      name: "file",
      type: "file",
      maxSelect: 1,
      maxSize: 20_000_000,
      mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"],
      protected: true,
      required: true,
      thumbs: ["100x100", "400x0", "1200x0"],
    },
    { name: "title", type: "text", max: 120 },
    { name: "alt", type: "text", max: 250 },
    { name: "width", type: "number", onlyInt: true },
    { name: "height", type: "number", onlyInt: true },
  ],
};

/**
 * `images` as pictures are shown from it: a lighter `preview` copy beside the original (for AVIF,
 * which PocketBase makes no thumbs of) and a ThumbHash `placeholder`.
 */
export const imagesWithPreviewSchema: CollectionSchema = {
  ...imagesSchema,
  fields: [
    ...imagesSchema.fields,
    {
      name: "preview",
      type: "file",
      maxSelect: 1,
      maxSize: 5_000_000,
      mimeTypes: ["image/jpeg", "image/webp"],
      protected: true,
      thumbs: ["100x100", "400x0", "1200x0"],
    },
    { name: "placeholder", type: "text", max: 200 },
  ],
};

/** The ThumbHash (base64) of an 8 × 6 picture, red on its left half and blue on its right. */
export const RED_BLUE_THUMBHASH = "FfYC9ahYiT+Id4h1eMh3c4+I+IiI";

/**
 * Resolves once every finite CSS animation has finished (an overlay's fade, not a skeleton's
 * endless pulse, which would never settle).
 */
export async function finiteAnimationsSettled(): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

/** Spies for an upload queue view's row actions, as story args (the Actions panel names them). */
export function queueActionArgs() {
  return {
    onCancel: fn(),
    onRetry: fn(),
    onRemove: fn(),
    onUploadAnyway: fn(),
    onSkip: fn(),
    onSkipDuplicates: fn(),
  };
}
