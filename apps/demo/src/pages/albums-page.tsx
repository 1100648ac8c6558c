import { useList } from "@pocketkit/hooks";
import { Button, Image, Skeleton } from "@pocketkit/ui";
import { FolderIcon, PlusIcon } from "../icons";
import { useState } from "react";
import { Link, useNavigate } from "react-router";

import { AlbumDialog } from "../features/album-dialog";
import { inLibrary } from "../features/library-query";
import { photoCountText } from "../features/photo-count";
import { useDocumentTitle } from "../layout/use-document-title";
import type { AlbumsRecord } from "../pocketbase-types";

export default function AlbumsPage() {
  useDocumentTitle("Albums");
  const navigate = useNavigate();
  const albums = useList("albums", { sort: "name", perPage: 200, realtime: true });
  const [creating, setCreating] = useState(false);

  return (
    <div className="pk:grid pk:gap-6">
      <div className="pk:flex pk:flex-wrap pk:items-center pk:justify-between pk:gap-3">
        <h1 className="pk:m-0 pk:text-2xl pk:font-semibold">Albums</h1>
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden className="pk:size-4" />
          New album
        </Button>
      </div>
      {albums.isPending ? (
        <ul className="pk:m-0 pk:grid pk:list-none pk:grid-cols-2 pk:gap-4 pk:p-0 pk:md:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <Skeleton className="pk:aspect-[4/3] pk:w-full" />
            </li>
          ))}
        </ul>
      ) : albums.isError ? (
        <div role="alert" className="pk:grid pk:justify-items-start pk:gap-2">
          <p className="pk:m-0 pk:text-destructive">{albums.error.message}</p>
          <Button variant="outline" onClick={() => void albums.refetch()}>
            Try again
          </Button>
        </div>
      ) : albums.data.items.length === 0 ? (
        <p className="pk:m-0 pk:text-muted-foreground">No albums yet. Make one to group your photos.</p>
      ) : (
        <ul className="pk:m-0 pk:grid pk:list-none pk:grid-cols-2 pk:gap-4 pk:p-0 pk:md:grid-cols-4">
          {albums.data.items.map((album) => (
            <li key={album.id}>
              <AlbumCard album={album} />
            </li>
          ))}
        </ul>
      )}
      <AlbumDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={(album) => navigate(`/albums/${album.id}`)}
      />
    </div>
  );
}

function AlbumCard({ album }: { album: AlbumsRecord }) {
  const cover = useList("images", {
    filter: inLibrary(`album = "${album.id}"`),
    sort: "-created",
    perPage: 1,
  });
  const first = cover.data?.items[0];
  return (
    <Link
      to={`/albums/${album.id}`}
      className="pk:grid pk:gap-2 pk:rounded-lg pk:text-foreground pk:no-underline pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring"
    >
      <div className="pk:relative pk:flex pk:aspect-[4/3] pk:items-center pk:justify-center pk:overflow-hidden pk:rounded-lg pk:bg-muted">
        {first ? (
          <Image
            record={first}
            field="file"
            preview="preview"
            placeholder="placeholder"
            thumb="400x0"
            alt=""
            fill
            className="pk:size-full"
          />
        ) : (
          <FolderIcon aria-hidden className="pk:size-10 pk:text-muted-foreground" />
        )}
      </div>
      <span className="pk:font-medium pk:break-words">{album.name}</span>
      {cover.data ? (
        <span className="pk:text-sm pk:text-muted-foreground">{photoCountText(cover.data.totalItems)}</span>
      ) : null}
    </Link>
  );
}
