import { useUpdate } from "@pocketkit/hooks";
import { Button, toast } from "@pocketkit/ui";
import { HeartIcon } from "../icons";

import type { ImagesRecord } from "../pocketbase-types";

/**
 * The heart: a toggle (its name stays "Favourite"; pressed or not says which), shown at once
 * everywhere the photo is (useUpdate is optimistic) and put back if the server refuses.
 */
export function FavoriteButton({ photo }: { photo: Pick<ImagesRecord, "id" | "favorite" | "title"> }) {
  const update = useUpdate("images");
  const favorite = Boolean(photo.favorite);
  return (
    <Button
      variant="outline"
      aria-pressed={favorite}
      onClick={() =>
        update.mutate(
          { id: photo.id, data: { favorite: !favorite } },
          {
            onError: (error) =>
              toast({
                title: `“${photo.title || "Untitled photo"}” could not be changed`,
                description: error.message,
                variant: "destructive",
              }),
          },
        )
      }
    >
      <HeartIcon
        aria-hidden
        className={favorite ? "pk:size-4 pk:fill-rose-500 pk:text-rose-500" : "pk:size-4"}
      />
      Favourite
    </Button>
  );
}
