import { useFullList, usePocketkit } from "@pocketkit/hooks";
import { Button, PhotoMap } from "@pocketkit/ui";
import { useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

import { inLibrary, librarySorts } from "../features/library-query";
import { photoCountText } from "../features/photo-count";
import { PhotoGrid } from "../features/photo-grid";
import { groupFilter } from "../features/photo-group-filter";
import { HAS_PLACE } from "../features/photo-places";
import type { ViewerState } from "../features/photo-list";
import { XIcon } from "../icons";
import { useDocumentTitle } from "../layout/use-document-title";

/** The photos on the map: those of the library (not in Trash) with a place, newest first. */
const PLACED = inLibrary(HAS_PLACE);
const SORT = librarySorts.newest;
// What a marker needs: its place, its words, and its picture (the preview for an AVIF, the
// ThumbHash until the thumb arrives). Not the descriptions, tags and metadata of every photo.
const FIELDS = "id,collectionId,collectionName,file,preview,placeholder,title,alt,location";

interface OpenGroup {
  /** "4 photos in Finland", as the marker was named. */
  name: string;
  filter: string;
}

/**
 * The library's photos on a map of the world (the kit's PhotoMap: offline, grouped where they
 * crowd). A photo opens the viewer, which steps through the photos on the map; a group opens its
 * photos as a grid under the map, whose viewer steps through that group.
 */
export default function MapPage() {
  useDocumentTitle("Map");
  const { pb } = usePocketkit();
  const navigate = useNavigate();
  const location = useLocation();
  const photos = useFullList("images", { filter: PLACED, sort: SORT, fields: FIELDS, realtime: true });
  const [group, setGroup] = useState<OpenGroup>();
  const heading = useRef<HTMLHeadingElement>(null);
  // The marker that opened the group, for the focus to go back to when it closes.
  const opener = useRef<HTMLElement | null>(null);

  // An opened group is shown and its heading focused, so that a keyboard or a screen reader goes
  // on from the marker to its photos.
  useLayoutEffect(() => {
    if (!group) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }, [group]);
  const closeGroup = () => {
    setGroup(undefined);
    if (opener.current?.isConnected) opener.current.focus();
  };

  const openPhoto = (id: string) => {
    const state: ViewerState = { background: location, photos: { filter: PLACED, sort: SORT } };
    navigate(`/images/${id}`, { state });
  };
  const openGroup = (ids: string[], name: string) => {
    const chosen = new Set(ids);
    const members = (photos.data ?? []).filter((photo) => chosen.has(photo.id));
    const { filter, exact } = groupFilter(pb, members);
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setGroup({ name: exact ? name : "Photos in this part of the map", filter: inLibrary(filter) });
  };

  return (
    <div className="pk:grid pk:gap-4">
      <div className="pk:grid pk:gap-1">
        <h1 className="pk:m-0 pk:text-2xl pk:font-semibold">Map</h1>
        {photos.data && (
          <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">
            {photoCountText(photos.data.length)} with a place
          </p>
        )}
      </div>
      {photos.isError ? (
        <div role="alert" className="pk:grid pk:justify-items-start pk:gap-2">
          <p className="pk:m-0 pk:text-destructive">{photos.error.message}</p>
          <Button variant="outline" onClick={() => void photos.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <PhotoMap
          // The window's height less the header, the heading and (on a phone) the tab bar.
          className="pk:h-[calc(100dvh-15rem)] pk:sm:h-[calc(100dvh-12rem)]"
          records={photos.data ?? []}
          loading={photos.isPending}
          field="file"
          preview="preview"
          placeholder="placeholder"
          onOpen={openPhoto}
          onOpenCluster={openGroup}
          emptyState={
            <p className="pk:m-0">No photos with a place yet. Photos taken with location on show up here.</p>
          }
        />
      )}
      {group && (
        <section aria-labelledby="map-group-heading" className="pk:grid pk:scroll-mt-4 pk:gap-3">
          <div className="pk:flex pk:items-center pk:justify-between pk:gap-3">
            <h2
              id="map-group-heading"
              ref={heading}
              tabIndex={-1}
              className="pk:m-0 pk:text-lg pk:font-semibold pk:outline-none"
            >
              {group.name}
            </h2>
            <Button variant="ghost" size="sm" onClick={closeGroup}>
              <XIcon aria-hidden className="pk:size-4" />
              Close
            </Button>
          </div>
          <PhotoGrid
            filter={group.filter}
            sort={SORT}
            label={group.name}
            emptyState={<p className="pk:m-0">These photos are no longer in your library.</p>}
          />
        </section>
      )}
    </div>
  );
}
