import {
  useCount,
  useFileToken,
  useInfiniteList,
  useMedia,
  useMediaUrls,
  usePocketkit,
  useRecord,
} from "@pocketkit/hooks";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Image,
  Lightbox,
  Skeleton,
  type LightboxItem,
} from "@pocketkit/ui";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";

import { FavoriteButton } from "../features/favorite-button";
import { inLibrary, librarySorts } from "../features/library-query";
import { PhotoDetailsForm } from "../features/photo-details-form";
import { PhotoFacts } from "../features/photo-facts";
import { useMoveToTrash } from "../features/trash";
import {
  photoListOptions,
  readViewerState,
  type PhotoListSource,
  type ViewerState,
} from "../features/photo-list";
import { DownloadOriginal, InfoToggle } from "../features/viewer-actions";
import { Trash2Icon } from "../icons";
import { useDocumentTitle } from "../layout/use-document-title";
import { useMediaQuery } from "../layout/use-media-query";
import type { ImagesRecord } from "../pocketbase-types";

/** Said the same way whether the image never existed or is someone else's (DESIGN §8). */
export const NOT_YOURS = "This image doesn't exist or isn't yours.";

/** A photo opened from a link or a reload steps through the library, newest first. */
const LIBRARY: PhotoListSource = { filter: inLibrary(), sort: librarySorts.newest };

const INFO_KEY = "gallery:viewer-info";

/**
 * A photo, full screen: arrow keys, swipes and the buttons step through the list it was opened
 * from (the grid's own pages, loading more as the end comes near); the wheel and a pinch zoom;
 * the info panel shows what is known of it and edits its words in place. Each photo has its URL
 * (stepping replaces it, so Back leaves the viewer), and the page it was opened from stays drawn
 * underneath at its scroll position.
 */
export default function ImagePage() {
  const { imageId = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readViewerState(location.state);
  const source = state?.photos ?? LIBRARY;
  const image = useRecord("images", imageId, { expand: "album", realtime: true });
  const photos = useInfiniteList("images", photoListOptions(source));
  const total = useCount("images", { filter: source.filter || undefined, realtime: true });
  const records = useMemo(() => photos.data?.pages.flatMap((page) => page.items) ?? [], [photos.data]);
  const listed = records.findIndex((record) => record.id === imageId);
  useDocumentTitle(image.data ? image.data.title || "Untitled photo" : "Photo");

  // Near the end of what is loaded, the next page comes, as the grid would load it.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = photos;
  useEffect(() => {
    if (listed >= 0 && listed >= records.length - 3 && hasNextPage && !isFetchingNextPage)
      void fetchNextPage();
  }, [listed, records.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const close = () => {
    // Opened from a grid: Back to it, where it was. Opened from a link: to the library.
    if (state) navigate(-1);
    else navigate("/", { replace: true });
  };
  const show = (id: string) => {
    const next: ViewerState | undefined = state;
    navigate(`/images/${id}`, { replace: true, state: next });
  };

  if (image.isError) {
    const missing = image.error.kind === "not_found" || image.error.kind === "forbidden";
    return (
      <Dialog open onOpenChange={(open) => !open && close()}>
        <DialogContent>
          <DialogTitle>{missing ? NOT_YOURS : image.error.message}</DialogTitle>
          <DialogDescription className="pk:sr-only">The photo could not be shown.</DialogDescription>
          {missing ? (
            <Link to="/" replace className="pk:text-primary pk:underline pk:underline-offset-4">
              Back to the library
            </Link>
          ) : (
            <Button variant="outline" onClick={() => void image.refetch()}>
              Try again
            </Button>
          )}
        </DialogContent>
      </Dialog>
    );
  }

  // The photo shown: the one just read (followed live, with its album), else the grid's copy.
  const current = image.data ?? records[listed];
  if (!current) {
    return (
      <div
        aria-busy="true"
        aria-label="Loading the photo"
        role="status"
        className="pk:fixed pk:inset-0 pk:z-50 pk:grid pk:place-items-center pk:bg-background pk:p-4"
      >
        <Skeleton className="pk:aspect-[4/3] pk:w-full pk:max-w-3xl" />
      </div>
    );
  }
  // Not in the list (opened from a link, or further than the pages loaded): shown on its own.
  const shown =
    listed >= 0 ? records.map((record) => (record.id === current.id ? current : record)) : [current];
  return (
    <PhotoViewer
      photos={shown}
      index={Math.max(0, listed)}
      total={listed >= 0 ? (total.data ?? shown.length) : 1}
      onShow={show}
      onClose={close}
    />
  );
}

interface PhotoViewerProps {
  photos: ImagesRecord[];
  index: number;
  total: number;
  onShow: (id: string) => void;
  onClose: () => void;
}

function PhotoViewer({ photos, index, total, onShow, onClose }: PhotoViewerProps) {
  const pocketkit = usePocketkit();
  // The original's download: from ImageKit when the photos are kept there, else PocketBase's file.
  const media = useMedia("images");
  const mediaUrls = useMediaUrls(media).urls;
  const token = useFileToken({ enabled: media === undefined });
  const trash = useMoveToTrash();
  const [info, setInfo] = useInfoPanel();
  const items = useMemo<LightboxItem[]>(
    () =>
      photos.map((photo) => ({
        id: photo.id,
        title: photo.title || "Untitled photo",
        alt: photo.alt || photo.title || "Photo",
        width: photo.width || undefined,
        height: photo.height || undefined,
      })),
    [photos],
  );

  // Delete moves the photo to Trash (with Undo), as everywhere in the Gallery; the neighbour
  // takes its place, and without one the viewer closes.
  const moveToTrash = (photo: ImagesRecord) => {
    const neighbour = photos[index + 1] ?? photos[index - 1];
    void trash(photo);
    if (neighbour) onShow(neighbour.id);
    else onClose();
  };

  return (
    <Lightbox
      open
      onOpenChange={(open) => !open && onClose()}
      items={items}
      index={index}
      total={total}
      onIndexChange={(next) => {
        const photo = photos[next];
        if (photo) onShow(photo.id);
      }}
      renderImage={(_item, at) => {
        const photo = photos[at];
        return photo ? (
          <Image
            key={photo.id}
            record={photo}
            field="file"
            preview="preview"
            placeholder="placeholder"
            alt={photo.alt || photo.title || "Photo"}
            sizes="100vw"
            fill
            fit="contain"
            loading="eager"
            className="pk:bg-transparent"
          />
        ) : null;
      }}
      actions={(_item, at) => {
        const photo = photos[at];
        if (!photo) return null;
        const download = media
          ? mediaUrls?.downloadUrl(photo) || undefined
          : token.data
            ? pocketkit.fileUrl(photo, photo.file, { token: token.data, download: true })
            : undefined;
        return (
          <div className="pk:flex pk:items-center pk:gap-1">
            <FavoriteButton photo={photo} iconOnly />
            <InfoToggle open={info} onOpenChange={setInfo} />
            <DownloadOriginal href={download} />
            <Button
              variant="ghost"
              size="icon"
              aria-label="Delete"
              title="Delete"
              onClick={() => moveToTrash(photo)}
            >
              <Trash2Icon aria-hidden className="pk:size-4" />
            </Button>
          </div>
        );
      }}
      aside={(_item, at) => {
        const photo = photos[at];
        if (!info || !photo) return null;
        return (
          <section aria-labelledby="photo-details" className="pk:grid pk:gap-4">
            <h3 id="photo-details" className="pk:m-0 pk:text-lg pk:font-semibold">
              Details
            </h3>
            <PhotoFacts image={photo} />
            <PhotoDetailsForm image={photo} />
          </section>
        );
      }}
    />
  );
}

/**
 * Whether the info panel is open: as the user last left it, else open where there is room for
 * it beside the photo and closed on a phone.
 */
function useInfoPanel(): [boolean, (open: boolean) => void] {
  const roomy = useMediaQuery("(min-width: 1024px)");
  const [chosen, setChosen] = useState<boolean | undefined>(() => {
    const stored = readStored(INFO_KEY);
    return stored === "open" ? true : stored === "closed" ? false : undefined;
  });
  const set = (open: boolean) => {
    setChosen(open);
    writeStored(INFO_KEY, open ? "open" : "closed");
  };
  return [chosen ?? roomy, set];
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage off: the default applies.
    return null;
  }
}

function writeStored(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage off or full: the choice lasts while the page is open.
  }
}
