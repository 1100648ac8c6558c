import { toPocketkitError, type PocketkitError } from "@pocketkit/client";
import { usePocketkit } from "@pocketkit/hooks";
import { useMutation } from "@tanstack/react-query";

/**
 * Asks for alt text to be written for the signed-in user's photos (POST /api/alt-text/queue,
 * which the Gallery's server passes to PocketBase only when it has a provider): the given ones
 * (Try again), or without ids every photo in the library without alt text. Resolves with how many
 * got in line; the photos' status follows live.
 *
 * @example
 * const describe = useDescribePhotos();
 * describe.mutate(undefined); // all of them
 * describe.mutate([photo.id]); // one
 */
export function useDescribePhotos() {
  const { pb } = usePocketkit();
  return useMutation<number, PocketkitError, string[] | undefined>({
    mutationFn: async (ids) => {
      try {
        const answer = await pb.send<{ queued: number }>("/api/alt-text/queue", {
          method: "POST",
          body: ids ? { ids } : {},
        });
        return answer.queued;
      } catch (error) {
        throw toPocketkitError(error);
      }
    },
  });
}
