import { checkFile, PocketkitError, type FileFieldSchema } from "@pocketkit/client";
import { expect, test } from "vitest";

import { de, en, type MessageKey, type Messages, type Translate } from "..";
import { uploadErrorMessage } from "./upload-error-message";

const translate =
  (messages: Messages): Translate =>
  (key: MessageKey, values?: Record<string, string | number>) =>
    messages[key].replace(/\{(\w+)\}/g, (match, name: string) =>
      values && name in values ? String(values[name]) : match,
    );

const field: FileFieldSchema = {
  name: "file",
  type: "file",
  maxSize: 20_000_000,
  mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"],
};

/** The queue's error for a file the check refuses. */
function refusal(file: { name: string; size: number; type: string }): PocketkitError {
  const problem = checkFile(field, file)!;
  return new PocketkitError({ kind: "validation", message: problem.message, fieldErrors: { file: problem } });
}

test("DESIGN §8's refusals read exactly as written in English, and in German", () => {
  const heic = refusal({ name: "beach.heic", size: 1000, type: "image/heic" });
  const big = refusal({ name: "pano.jpg", size: 31_200_000, type: "image/jpeg" });
  expect(uploadErrorMessage(heic, "beach.heic", translate(en))).toBe(
    "beach.heic is not a supported image (JPEG, PNG, WebP, GIF, AVIF).",
  );
  expect(uploadErrorMessage(big, "pano.jpg", translate(en))).toBe("pano.jpg is 31.2 MB; the limit is 20 MB.");
  expect(uploadErrorMessage(heic, "beach.heic", translate(de))).toBe(
    "beach.heic ist kein unterstütztes Bild (JPEG, PNG, WebP, GIF, AVIF).",
  );
  expect(uploadErrorMessage(big, "pano.jpg", translate(de))).toBe(
    "pano.jpg ist 31.2 MB groß; erlaubt sind 20 MB.",
  );
});

test("a file name that looks like the sentence does not confuse it", () => {
  const name = "is 3 MB; the limit is 1 MB.png";
  const error = refusal({ name, size: 31_200_000, type: "image/png" });
  expect(uploadErrorMessage(error, name, translate(en))).toBe(`${name} is 31.2 MB; the limit is 20 MB.`);
});

test("a file refusal in the server's words never shows them: the catalogue says it with the file's name", () => {
  const refusal = (code: string, message: string) =>
    new PocketkitError({
      kind: "validation",
      message: "Failed to create record.",
      fieldErrors: { file: { code, message } },
    });
  const type = refusal(
    "validation_invalid_mime_type",
    '"notes_a8s7d6f5g4.jpg" mime type must be one of: image/jpeg, image/png.',
  );
  expect(uploadErrorMessage(type, "notes.jpg", translate(en))).toBe(
    "notes.jpg is not a supported file type.",
  );
  expect(uploadErrorMessage(type, "notes.jpg", translate(de))).toBe(
    "notes.jpg ist kein unterstützter Dateityp.",
  );
  const size = refusal(
    "validation_file_size_limit",
    "Failed to upload pano_k2j3h4g5f6.jpg - the maximum allowed file size is 20000000 bytes.",
  );
  expect(uploadErrorMessage(size, "pano.jpg", translate(en))).toBe("pano.jpg is too large for the server.");
  // A create rule's refusal names no field: its sentence ("Failed to create record.") is not shown.
  const rule = new PocketkitError({ kind: "validation", message: "Failed to create record." });
  expect(uploadErrorMessage(rule, "a.png", translate(en))).toBe("a.png couldn't be uploaded.");
});

test("another field's message is shown as given; other kinds get the catalogue's sentence", () => {
  const server = new PocketkitError({
    kind: "validation",
    message: "Failed to create record.",
    fieldErrors: {
      title: { code: "validation_max_text_constraint", message: "Must be no more than 120 character(s)." },
    },
  });
  expect(uploadErrorMessage(server, "a.png", translate(en))).toBe("Must be no more than 120 character(s).");
  const network = new PocketkitError({ kind: "network", message: "lost" });
  expect(uploadErrorMessage(network, "a.png", translate(en), { willResume: true })).toBe(
    "The connection dropped. a.png is sent again when the server answers.",
  );
  expect(uploadErrorMessage(network, "a.png", translate(en))).toBe(
    "The connection dropped while a.png was being sent.",
  );
  expect(uploadErrorMessage(new PocketkitError({ kind: "auth", message: "x" }), "a.png", translate(en))).toBe(
    "Your session has expired. Please sign in again.",
  );
  expect(
    uploadErrorMessage(new PocketkitError({ kind: "server", message: "x" }), "a.png", translate(en)),
  ).toBe("The server couldn't save a.png. Try again.");
});

test("the photo preparer's refusals are said from the catalogue, in English and in German", () => {
  // As the upload queue reports a preparation's problem: under the file field.
  const refused = (problem: { code: string; message: string; params: Record<string, string | number> }) =>
    new PocketkitError({ kind: "validation", message: problem.message, fieldErrors: { file: problem } });
  const empty = refused({
    code: "validation_file_empty",
    message: "empty.jpg is empty.",
    params: { name: "empty.jpg" },
  });
  const unreadable = refused({
    code: "validation_file_unreadable",
    message: "beach.heic can't be read as an image.",
    params: { name: "beach.heic" },
  });
  const huge = refused({
    code: "validation_image_too_many_pixels",
    message: "pano.jpg is 200 megapixels; the limit is 100 megapixels.",
    params: { name: "pano.jpg", megapixels: "200", limit: "100", width: 20000, height: 10000 },
  });
  expect(uploadErrorMessage(empty, "empty.jpg", translate(en))).toBe("empty.jpg is empty.");
  expect(uploadErrorMessage(unreadable, "beach.heic", translate(en))).toBe(
    "beach.heic can't be read as an image.",
  );
  expect(uploadErrorMessage(huge, "pano.jpg", translate(en))).toBe(
    "pano.jpg is 200 megapixels; the limit is 100 megapixels.",
  );
  expect(uploadErrorMessage(empty, "empty.jpg", translate(de))).toBe("empty.jpg ist leer.");
  expect(uploadErrorMessage(unreadable, "beach.heic", translate(de))).toBe(
    "beach.heic lässt sich nicht als Bild lesen.",
  );
  expect(uploadErrorMessage(huge, "pano.jpg", translate(de))).toBe(
    "pano.jpg hat 200 Megapixel; erlaubt sind 100 Megapixel.",
  );
});

test("the file storage away: the queue says so in DESIGN §8's words while it waits, and otherwise asks for a later try", () => {
  const away = new PocketkitError({
    kind: "network",
    code: "storage_unavailable",
    status: 503,
    message: "Photos can't be stored right now. Your uploads wait and resume.",
  });
  expect(uploadErrorMessage(away, "beach.jpg", translate(en), { willResume: true })).toBe(
    "Photos can't be stored right now. Your uploads wait and resume.",
  );
  expect(uploadErrorMessage(away, "beach.jpg", translate(en))).toBe(
    "Photos can't be stored right now. Try beach.jpg again later.",
  );
  expect(uploadErrorMessage(away, "beach.jpg", translate(de), { willResume: true })).toBe(
    "Fotos können gerade nicht gespeichert werden. Ihre Uploads warten und werden fortgesetzt.",
  );
});
