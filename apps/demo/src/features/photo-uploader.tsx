import { useAuth } from "@pocketkit/hooks";
import { ImageUploader } from "@pocketkit/ui";

/** Photos dropped, picked or pasted here become the user's images (in `albumId`, if given). */
export function PhotoUploader({ albumId }: { albumId?: string }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <ImageUploader
      collection="images"
      // A paste anywhere on the page (not in a field) lands here too: a screenshot in one key.
      pasteScope="document"
      label="Uploads"
      data={(file) => ({
        owner: user.id,
        title: titleFromFileName(file.name),
        ...(albumId ? { album: albumId } : {}),
      })}
    />
  );
}

/** "IMG_2041 beach-day.jpg" → "IMG_2041 beach day": a starting title the user can change. */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[^.]+$/, "");
  return (
    base
      .replace(/[-_]+(?=[a-z])/gi, " ")
      .trim()
      .slice(0, 120) || "Untitled photo"
  );
}
