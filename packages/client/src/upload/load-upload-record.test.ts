import { expect, test, vi } from "vitest";

import { PocketkitError } from "../errors/pocketkit-error";
import { loadUploadRecord } from "./load-upload-record";

// How Firefox words a dynamic import that could not be fetched (Safari: "Importing a module
// script failed."); only Chromium's wording reads as a network failure by its message alone, and
// the Gallery's e2e tests run in Chromium.
vi.mock("./upload-record", () => {
  throw new TypeError(
    "error loading dynamically imported module: https://gallery.example/assets/upload-record.js",
  );
});

test("upload code that fails to arrive is a network error, which the upload queue waits out and retries", async () => {
  const error: unknown = await loadUploadRecord().catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(PocketkitError);
  expect(error).toMatchObject({
    kind: "network",
    message: "The upload failed: the connection to the server was lost.",
  });
});
