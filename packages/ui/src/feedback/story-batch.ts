import { PocketkitError } from "@pocketkit/client";
import type { BatchItem, BatchOutcome } from "@pocketkit/hooks";
import { delay, http, HttpResponse } from "msw";

import { STORY_POCKETBASE_URL } from "@pocketkit/testkit/story";

// Photos, outcomes and a batch endpoint for BatchProgress's stories. Not part of the package's API.

const TITLES = [
  "Lighthouse at dusk",
  "Harbour in fog",
  "Dunes",
  "Gulls over the pier",
  "Rock pools",
  "Fishing boats",
  "Low tide",
  "Cliff path",
  "Storm front",
  "Beach huts",
];

/** `count` photos of the Gallery, with ids and titles. */
export function storyPhotos(count: number): { id: string; title: string }[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `photo${String(index + 1).padStart(10, "0")}`,
    title:
      index < TITLES.length
        ? TITLES[index]!
        : `${TITLES[index % TITLES.length]!} ${Math.floor(index / 10) + 1}`,
  }));
}

/** Moving a photo to an album, as the Gallery's bulk move does it. */
export function moveItem(photo: { id: string }, album = "coast"): BatchItem {
  return { action: "update", collection: "images", id: photo.id, data: { album } };
}

export const notFound = new PocketkitError({
  kind: "not_found",
  status: 404,
  message: "This doesn't exist or isn't yours.",
});
export const serverError = new PocketkitError({
  kind: "server",
  status: 500,
  message: "The server ran into a problem. Try again.",
});
export const titleTooLong = new PocketkitError({
  kind: "validation",
  status: 400,
  message: "Some fields need attention.",
  fieldErrors: {
    title: { code: "validation_length_out_of_range", message: "Must be no more than 120 characters." },
  },
});

/** Outcomes of moving `photos`, failing those at the given positions with the given errors. */
export function outcomesFor(
  photos: { id: string }[],
  failures: Record<number, PocketkitError> = {},
): BatchOutcome[] {
  return photos.map((photo, index) => {
    const item = moveItem(photo);
    const error = failures[index];
    return error ? { item, status: "failed", error } : { item, status: "ok" };
  });
}

interface BatchRequest {
  method: string;
  url: string;
  body?: Record<string, unknown>;
}

/**
 * `POST /api/batch` as PocketBase answers it: one transaction, so the first failing request
 * fails it all, named by its index. The ids in `failOnce` fail with a 500 the first time they
 * are sent in a batch that goes no further, then go through. Each call waits `ms` first.
 */
export function batchHandler({ failOnce, ms }: { failOnce: string[]; ms: number }) {
  const pending = new Set(failOnce);
  return http.post(`${STORY_POCKETBASE_URL}/api/batch`, async ({ request }) => {
    await delay(ms);
    const form = await request.formData();
    const { requests } = JSON.parse(String(form.get("@jsonPayload"))) as { requests: BatchRequest[] };
    const failing = requests.findIndex((item) => pending.has(decodeURIComponent(item.url.split("/").pop()!)));
    if (failing >= 0) {
      pending.delete(decodeURIComponent(requests[failing]!.url.split("/").pop()!));
      return HttpResponse.json(
        {
          status: 400,
          message: "Batch transaction failed.",
          data: {
            requests: {
              [failing]: {
                code: "batch_request_failed",
                message: "Batch request failed.",
                response: {
                  status: 500,
                  message: "Something went wrong while processing your request.",
                  data: {},
                },
              },
            },
          },
        },
        { status: 400 },
      );
    }
    return HttpResponse.json(
      requests.map((item) => ({
        status: 200,
        body: { id: decodeURIComponent(item.url.split("/").pop()!), ...item.body },
      })),
    );
  });
}
