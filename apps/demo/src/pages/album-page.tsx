import { useDelete, useRecord } from "@pocketkit/hooks";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Skeleton,
  toast,
} from "@pocketkit/ui";
import { PencilIcon, Trash2Icon } from "../icons";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";

import { AlbumDialog } from "../features/album-dialog";
import { inLibrary, librarySorts } from "../features/library-query";
import { PhotoCount } from "../features/photo-count";
import { PhotoGrid } from "../features/photo-grid";
import { PhotoUploader } from "../features/photo-uploader";
import { ShareButton } from "../features/share-button";
import { ZipDownloadButton } from "../features/zip-download-button";
import { useDocumentTitle } from "../layout/use-document-title";

export default function AlbumPage() {
  const { albumId = "" } = useParams();
  const navigate = useNavigate();
  const album = useRecord("albums", albumId, { realtime: true });
  const remove = useDelete("albums");
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(album.data?.name ?? "Album");
  // Photos come in through the Upload button among the album's actions (or a drop anywhere).
  const [uploadSlot, setUploadSlot] = useState<HTMLElement | null>(null);

  if (album.isPending) return <Skeleton className="pk:h-10 pk:w-64" />;
  if (album.isError) {
    const missing = album.error.kind === "not_found" || album.error.kind === "forbidden";
    return (
      <div role="alert" className="pk:grid pk:justify-items-start pk:gap-3">
        <h1 className="pk:m-0 pk:text-xl pk:font-semibold">
          {missing ? "This album doesn't exist or isn't yours." : album.error.message}
        </h1>
        <Link to="/albums" className="pk:text-primary pk:underline pk:underline-offset-4">
          All albums
        </Link>
      </div>
    );
  }

  const deleteAlbum = () => {
    remove.mutate(album.data.id, {
      onSuccess: () => {
        toast({
          title: `Album “${album.data.name}” deleted`,
          description: "Its photos are still in your library.",
        });
        navigate("/albums", { replace: true });
      },
      onError: (error) =>
        toast({
          title: "The album could not be deleted",
          description: error.message,
          variant: "destructive",
        }),
    });
  };

  // A record id from the server: letters and digits only, nothing to escape.
  const inAlbum = `album = "${album.data.id}"`;
  return (
    <div className="pk:grid pk:gap-6">
      <div className="pk:flex pk:flex-wrap pk:items-start pk:justify-between pk:gap-3">
        <div className="pk:grid pk:gap-1">
          <p className="pk:m-0 pk:text-sm">
            <Link to="/albums" className="pk:text-muted-foreground pk:underline pk:underline-offset-4">
              Albums
            </Link>
          </p>
          <h1 className="pk:m-0 pk:text-2xl pk:font-semibold pk:break-words">{album.data.name}</h1>
          {album.data.description ? (
            <p className="pk:m-0 pk:text-muted-foreground pk:break-words">{album.data.description}</p>
          ) : null}
          <PhotoCount scope={inAlbum} />
        </div>
        <div className="pk:flex pk:flex-wrap pk:gap-2">
          <span ref={setUploadSlot} className="pk:contents" />
          <ShareButton variant="outline" target={{ album: { id: album.data.id, name: album.data.name } }} />
          <ZipDownloadButton
            variant="outline"
            target={{ album: { id: album.data.id, name: album.data.name } }}
          />
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden className="pk:size-4" />
            Edit album
          </Button>
          <Button variant="outline" onClick={() => setDeleting(true)}>
            <Trash2Icon aria-hidden className="pk:size-4" />
            Delete album
          </Button>
        </div>
      </div>
      <PhotoUploader albumId={album.data.id} zoneSlot={uploadSlot} />
      <PhotoGrid
        filter={inLibrary(inAlbum)}
        sort={librarySorts.newest}
        label={`Photos in ${album.data.name}`}
        emptyState={
          <p className="pk:m-0">
            No photos in this album yet. Upload some, drop them here, or move photos here from the library.
          </p>
        }
      />
      <AlbumDialog open={editing} onOpenChange={setEditing} albumId={album.data.id} />
      <Dialog open={deleting} onOpenChange={setDeleting}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete “{album.data.name}”?</DialogTitle>
            <DialogDescription>
              The album goes; its photos stay in your library, in no album.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(false)}>
              Cancel
            </Button>
            <Button variant="destructive" loading={remove.isPending} onClick={deleteAlbum}>
              Delete album
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
