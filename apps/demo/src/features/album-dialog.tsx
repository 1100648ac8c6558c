import { useAuth } from "@pocketkit/hooks";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  RecordForm,
  toast,
  type RecordData,
} from "@pocketkit/ui";

interface AlbumDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The album to rename; leave out to make a new one. */
  albumId?: string;
  onSaved?: (album: RecordData) => void;
}

/** Makes or edits an album: the generated form for its name and description. */
export function AlbumDialog({ open, onOpenChange, albumId, onSaved }: AlbumDialogProps) {
  const { user } = useAuth();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{albumId ? "Edit album" : "New album"}</DialogTitle>
          <DialogDescription>Albums group your photos; a photo is in one album at most.</DialogDescription>
        </DialogHeader>
        <RecordForm
          collection="albums"
          recordId={albumId}
          fields={["name", "description"]}
          defaultValues={{ owner: user?.id }}
          submitLabel={albumId ? "Save album" : "Create album"}
          onSaved={(album) => {
            toast({ title: albumId ? "Album saved" : `Album “${String(album.name)}” created` });
            onOpenChange(false);
            onSaved?.(album);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
