// Test-only helpers of the RecordForm and RecordView stories. Not part of the package's API.
import type { FileUrlBuilder } from "./field-inputs/types";

const colours = ["#2563eb", "#16a34a", "#db2777", "#ea580c", "#7c3aed", "#0891b2"];

/** A small PNG drawn on a canvas (the client's `createPng` needs Node's zlib). */
export async function pngFile(name: string, seed = 0): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = 24;
  canvas.height = 16;
  const context = canvas.getContext("2d")!;
  context.fillStyle = colours[seed % colours.length]!;
  context.fillRect(0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error("toBlob failed"))), "image/png"),
  );
  return new File([blob], name, { type: "image/png" });
}

/** Thumbnails with no server: a coloured square per file name, as an SVG data URL. */
export const storyFileUrl: FileUrlBuilder = (_record, filename, options) => {
  let hash = 0;
  for (const char of filename) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="${colours[hash % colours.length]}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}#thumb=${options?.thumb ?? ""}`;
};

/** The field wrapper of a form field by name (`data-name`). */
export function fieldNamed(root: HTMLElement, name: string): HTMLElement {
  const field = root.querySelector<HTMLElement>(`[data-slot='record-field'][data-name='${name}']`);
  if (!field) throw new Error(`No field "${name}"`);
  return field;
}
