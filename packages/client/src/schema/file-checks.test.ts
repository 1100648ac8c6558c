import { expect, test } from "vitest";

import { checkFile, formatBytes, mimeTypeName, type FileFieldSchema } from "..";
import { restateFileRefusal } from "./file-checks";

test.each([
  [0, "0 bytes"],
  [999, "999 bytes"],
  [1_000, "1 KB"],
  [800_000, "800 KB"],
  [999_949, "999.9 KB"],
  // Rounded up to the next unit, never "1000 KB".
  [999_999, "1 MB"],
  [20_000_000, "20 MB"],
  [25_300_000, "25.3 MB"],
  [31_200_000, "31.2 MB"],
  // PocketBase's default file limit (5 MiB) is 5.2 MB in the units it names.
  [5 * 1024 * 1024, "5.2 MB"],
  [12_000_000_000, "12 GB"],
  [3_500_000_000_000, "3.5 TB"],
])("formatBytes(%i) is %s: KB, MB and GB are decimal, as DESIGN §8 names them", (bytes, text) => {
  expect(formatBytes(bytes)).toBe(text);
});

test("formatBytes rounds up when asked, so that a size just over a limit never reads as the limit", () => {
  expect(formatBytes(20_000_001)).toBe("20 MB");
  expect(formatBytes(20_000_001, { roundUp: true })).toBe("20.1 MB");
  expect(formatBytes(999_901, { roundUp: true })).toBe("1 MB");
});

test("formatBytes writes numbers in the locale asked for", () => {
  expect(formatBytes(1_500_000, { locale: "de" })).toBe("1,5 MB");
  expect(formatBytes(1_500_000, { locale: "en" })).toBe("1.5 MB");
});

test("a size over a limit is rounded as the queue rounds it, and never reads as the limit itself", () => {
  const field: FileFieldSchema = { type: "file", name: "file", maxSize: 20_000_000, mimeTypes: [] };
  const message = (size: number) => checkFile(field, { name: "pano.jpg", size, type: "image/jpeg" })?.message;
  // The upload queue's row says formatBytes(size): the message says the same.
  expect(message(25_301_000)).toBe(`pano.jpg is ${formatBytes(25_301_000)}; the limit is 20 MB.`);
  expect(message(25_301_000)).toBe("pano.jpg is 25.3 MB; the limit is 20 MB.");
  expect(message(20_000_001)).toBe("pano.jpg is 20.1 MB; the limit is 20 MB.");
  expect(message(20_040_000)).toBe("pano.jpg is 20.1 MB; the limit is 20 MB.");
});

test("a 25.3 MB file over a 20 MB limit is said in those units", () => {
  const field: FileFieldSchema = { type: "file", name: "file", maxSize: 20_000_000, mimeTypes: [] };
  expect(checkFile(field, { name: "pano.jpg", size: 25_300_000, type: "image/jpeg" })?.message).toBe(
    "pano.jpg is 25.3 MB; the limit is 20 MB.",
  );
});

test("a file the server refused is named as the person named it, in the check's own words", () => {
  const images: FileFieldSchema = {
    type: "file",
    name: "file",
    maxSize: 20_000_000,
    mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"],
  };
  const type = {
    code: "validation_invalid_mime_type",
    message: '"notes_a8s7d6f5g4.jpg" mime type must be one of: image/jpeg, image/png.',
  };
  const notes = { name: "notes.jpg", size: 10, type: "image/jpeg" };
  expect(restateFileRefusal(type, [notes], images)).toEqual({
    code: "validation_invalid_mime_type",
    message: "notes.jpg is not a supported image (JPEG, PNG, WebP, GIF, AVIF).",
    params: { name: "notes.jpg", types: "JPEG, PNG, WebP, GIF, AVIF", kind: "image" },
  });
  // Without the field's schema, the sentence names no types.
  expect(restateFileRefusal(type, [notes]).message).toBe("notes.jpg is not a supported file type.");

  const size = {
    code: "validation_file_size_limit",
    message: "Failed to upload pano.jpg - the maximum allowed file size is 20000000 bytes.",
  };
  const pano = { name: "pano.jpg", size: 25_300_000, type: "image/jpeg" };
  expect(restateFileRefusal(size, [notes, pano], images).message).toBe(
    "pano.jpg is 25.3 MB; the limit is 20 MB.",
  );
  expect(restateFileRefusal(size, [pano]).message).toBe("pano.jpg is too large.");

  // Other codes, and refusals of fields no file was sent for, stay as they are.
  const other = { code: "validation_required", message: "Cannot be blank." };
  expect(restateFileRefusal(other, [notes], images)).toBe(other);
  expect(restateFileRefusal(type, [], images)).toBe(type);
});

test("mimeTypeName says the names people use, a one-word subtype for the rest, else the type", () => {
  expect(mimeTypeName("image/jpeg")).toBe("JPEG");
  expect(mimeTypeName("image/webp")).toBe("WebP");
  expect(mimeTypeName("text/plain")).toBe("plain text");
  expect(mimeTypeName("image/bmp")).toBe("BMP");
  expect(mimeTypeName("application/vnd.ms-excel")).toBe("application/vnd.ms-excel");
  expect(mimeTypeName("image/x-icon")).toBe("image/x-icon");
});

test("a refused type is named as mimeTypeName names it", () => {
  const field: FileFieldSchema = { name: "scan", type: "file", mimeTypes: ["image/png", "image/bmp"] };
  expect(checkFile(field, { name: "a.gif", size: 10, type: "image/gif" })?.message).toBe(
    "a.gif is not a supported image (PNG, BMP).",
  );
});

test("a refusal carries the parts of its sentence as params, so that a screen can say it in any language", () => {
  const images: FileFieldSchema = {
    type: "file",
    name: "file",
    maxSize: 20_000_000,
    mimeTypes: ["image/jpeg", "image/png"],
  };
  expect(checkFile(images, { name: "pano.jpg", size: 31_200_000, type: "image/jpeg" })).toEqual({
    code: "validation_file_size_limit",
    message: "pano.jpg is 31.2 MB; the limit is 20 MB.",
    params: { name: "pano.jpg", size: "31.2 MB", limit: "20 MB" },
  });
  expect(checkFile(images, { name: "notes.pdf", size: 10, type: "application/pdf" })).toEqual({
    code: "validation_invalid_mime_type",
    message: "notes.pdf is not a supported image (JPEG, PNG).",
    params: { name: "notes.pdf", types: "JPEG, PNG", kind: "image" },
  });
  const files: FileFieldSchema = { ...images, mimeTypes: ["image/png", "application/pdf"] };
  expect(checkFile(files, { name: "a.txt", size: 10, type: "text/plain" })?.params).toEqual({
    name: "a.txt",
    types: "PNG, PDF",
    kind: "file",
  });
});
