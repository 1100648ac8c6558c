import { placeholderDataUrl } from "@pocketkit/client";
import {
  ImageGridView,
  ImageView,
  imageSources,
  Lightbox,
  type ImageGridItem,
  type LightboxItem,
} from "@pocketkit/ui";
import { useEffect, useMemo, useState } from "react";

import { useMediaQuery } from "../layout/use-media-query";
import { formatDateTaken } from "./photo-facts";
import { DownloadOriginal, InfoToggle } from "./viewer-actions";
import { formatPlace } from "./photo-places";
import { sharedFileUrl, sharedThumbUrl } from "./share-api";
import type { SharedPhoto } from "./share-rules";

// The thumbs of the images' file field (pb_migrations/1763800301_small_tile_thumbs.js): tiles
// take 200 or 400 px, the viewer up to 1200 px. Originals are for downloading only (and are
// refused when the link's owner turned downloads off).
const WIDE_THUMBS = ["200x0", "400x0", "1200x0"];

interface SharedPhotosProps {
  slug: string;
  photos: SharedPhoto[];
  /** How many the link has in all (more than `photos` while pages are still to load). */
  total: number;
  allowDownload: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The photo open in the viewer (from the URL), if any. */
  openId: string | undefined;
  /** Opens a photo (`replace` when stepping from one to the next) or, with `undefined`, closes it. */
  onOpenChange: (photoId: string | undefined, replace: boolean) => void;
}

/** A link's photos as a grid of tiles, and each full screen in the viewer. Nothing can be changed. */
export function SharedPhotos({
  slug,
  photos,
  total,
  allowDownload,
  hasMore,
  loadingMore,
  onLoadMore,
  openId,
  onOpenChange,
}: SharedPhotosProps) {
  // Three photos to a row on a phone, as in the library.
  const wide = useMediaQuery("(min-width: 640px)");
  const [info, setInfo] = useState(false);
  const tiles = useMemo<ImageGridItem[]>(
    () =>
      photos.map((photo) => ({
        id: photo.id,
        alt: photo.alt || photo.title,
        ...sourcesOf(slug, photo),
      })),
    [photos, slug],
  );
  const placeholders = useMemo(
    () => new Map(photos.map((photo) => [photo.id, placeholderDataUrl(photo.placeholder)])),
    [photos],
  );
  const viewed = useMemo<LightboxItem[]>(
    () =>
      photos.map((photo) => ({
        id: photo.id,
        title: photo.title || undefined,
        alt: photo.alt || photo.title || "Photo",
        width: photo.width || undefined,
        height: photo.height || undefined,
        ...sourcesOf(slug, photo),
      })),
    [photos, slug],
  );
  const openIndex = openId === undefined ? -1 : photos.findIndex((photo) => photo.id === openId);

  // Near the end of what is loaded, the next page comes, as the grid would load it.
  useEffect(() => {
    if (openIndex >= 0 && openIndex >= photos.length - 3 && hasMore && !loadingMore) onLoadMore();
  }, [openIndex, photos.length, hasMore, loadingMore, onLoadMore]);

  return (
    <>
      <ImageGridView
        items={tiles}
        label="Shared photos"
        minTileWidth={wide ? "10rem" : "6.5rem"}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onEndReached={onLoadMore}
        onOpen={(index) => onOpenChange(photos[index]?.id, false)}
        renderImage={(item, _index, sizes) => (
          <ImageView
            src={item.src}
            srcSet={item.srcSet}
            sizes={sizes}
            alt={item.alt}
            placeholder={placeholders.get(item.id)}
            fill
            animated={false}
          />
        )}
        emptyState={
          <p className="pk:m-0 pk:rounded-md pk:border pk:border-dashed pk:border-border pk:p-8 pk:text-center pk:text-sm pk:text-muted-foreground">
            There are no photos here any more.
          </p>
        }
      />
      <Lightbox
        open={openIndex >= 0}
        onOpenChange={(open) => !open && onOpenChange(undefined, false)}
        items={viewed}
        index={Math.max(0, openIndex)}
        total={total}
        onIndexChange={(next) => onOpenChange(photos[next]?.id, true)}
        actions={(item) => (
          <div className="pk:flex pk:items-center pk:gap-1">
            <InfoToggle open={info} onOpenChange={setInfo} />
            {allowDownload ? (
              <DownloadOriginal href={sharedFileUrl(slug, item.id, { download: true })} label="Download" />
            ) : null}
          </div>
        )}
        aside={(_item, at) => {
          const photo = photos[at];
          return info && photo ? <SharedPhotoFacts photo={photo} /> : null;
        }}
      />
    </>
  );
}

/** A photo's `src` (the largest thumb) and `srcSet` (every thumb that keeps its proportions). */
function sourcesOf(slug: string, photo: SharedPhoto) {
  return imageSources((size) => sharedThumbUrl(slug, photo.id, size ?? "1200x0"), { thumbs: WIDE_THUMBS });
}

/** What the recipient may know of a photo: when it was taken, its size, and its place if shown. */
function SharedPhotoFacts({ photo }: { photo: SharedPhoto }) {
  const place = formatPlace(photo.location);
  const facts: Array<[string, string]> = [
    ["Date taken", formatDateTaken(photo.taken_at) ?? "Not known"],
    ["Size", photo.width && photo.height ? `${photo.width} × ${photo.height} pixels` : "Not known"],
  ];
  if (place) facts.push(["Place", place]);
  return (
    <section aria-labelledby="shared-photo-details" className="pk:grid pk:gap-4">
      <h2 id="shared-photo-details" className="pk:m-0 pk:text-lg pk:font-semibold">
        Details
      </h2>
      {photo.alt && photo.alt !== photo.title ? <p className="pk:m-0 pk:text-sm">{photo.alt}</p> : null}
      <dl className="pk:m-0 pk:grid pk:grid-cols-[auto_1fr] pk:gap-x-4 pk:gap-y-2 pk:text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="pk:contents">
            <dt className="pk:text-muted-foreground">{term}</dt>
            <dd className="pk:m-0 pk:min-w-0 pk:break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
