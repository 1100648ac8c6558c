import type { ImageKit } from "@imagekit/nodejs";

import { PocketkitError } from "../../errors/pocketkit-error";
import { fromFailedResponse } from "../../errors/to-pocketkit-error";

/**
 * A failure of ImageKit's server SDK as a `PocketkitError`: a refusal by its status (ImageKit's
 * `{ message, help }` body keeps its message for a 400), a cancel as `aborted`, no answer as
 * `network`. The SDK's error classes are read from the client the app made, so that this module
 * loads without the SDK, an optional peer that only ImageKit users install.
 */
export function imageKitError(imagekit: ImageKit, error: unknown): PocketkitError {
  const errors = imagekit.constructor as typeof ImageKit;
  if (error instanceof PocketkitError) return error;
  if (error instanceof errors.APIUserAbortError) {
    return new PocketkitError({
      kind: "aborted",
      message: "The request to ImageKit was cancelled.",
      cause: error,
    });
  }
  if (error instanceof errors.APIConnectionTimeoutError) {
    return new PocketkitError({
      kind: "network",
      code: "timed_out",
      message: "ImageKit took too long to answer. Try again.",
      cause: error,
    });
  }
  if (error instanceof errors.APIConnectionError) {
    return new PocketkitError({ kind: "network", message: "ImageKit could not be reached.", cause: error });
  }
  if (error instanceof errors.APIError && typeof error.status === "number") {
    return fromFailedResponse(
      { status: error.status, body: error.error, retryAfter: error.headers?.get("retry-after") },
      error,
    );
  }
  return new PocketkitError({ kind: "server", message: "The request to ImageKit failed.", cause: error });
}

/** Runs one SDK call, its failure as a `PocketkitError`. */
export async function callImageKit<T>(imagekit: ImageKit, run: () => PromiseLike<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw imageKitError(imagekit, error);
  }
}
