import { toPocketkitError } from "@pocketkit/client";
import type PocketBase from "pocketbase";

/**
 * Asks for alt text to be written for the signed-in user's photos (POST /api/alt-text/queue,
 * which the Gallery's server passes to PocketBase only when it has a provider): the given ones
 * (Try again), or without ids every photo in the library without alt text. Resolves with how many
 * got in line; the photos' status follows live. A plain function, not a mutation hook: the
 * library's route carries no mutation code for one button (DESIGN §11).
 *
 * @throws PocketkitError, in words ("AI is off: no provider is configured.", …)
 * @example await describePhotos(pb); // all of them
 * @example await describePhotos(pb, [photo.id]); // one
 */
export async function describePhotos(pb: PocketBase, ids?: string[]): Promise<number> {
  try {
    const answer = await pb.send<{ queued: number }>("/api/alt-text/queue", {
      method: "POST",
      body: ids ? { ids } : {},
    });
    return answer.queued;
  } catch (error) {
    throw toPocketkitError(error);
  }
}
