import { useUpdate } from "@pocketkit/hooks";
import { Button, toast } from "@pocketkit/ui";
import { HeartIcon } from "../icons";

import type { ImagesRecord } from "../pocketbase-types";

/**
 * The heart: a toggle (its name stays "Favourite"; pressed or not says which), shown at once
 * everywhere the photo is (useUpdate is optimistic) and put back if the server refuses.
 */
export function FavoriteButton({
  photo,
  iconOnly = false,
}: {
  photo: Pick<ImagesRecord, "id" | "favorite" | "title">;
  /** The heart alone (the viewer's toolbar): the name stays, for assistive technology and as a tooltip. */
  iconOnly?: boolean;
}) {
  const update = useUpdate("images");
  const favorite = Boolean(photo.favorite);
  return (
    <Button
      variant={iconOnly ? "ghost" : "outline"}
      size={iconOnly ? "icon" : undefined}
      aria-pressed={favorite}
      aria-label={iconOnly ? "Favourite" : undefined}
      title={iconOnly ? "Favourite" : undefined}
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
      {iconOnly ? null : "Favourite"}
    </Button>
  );
}
