import { useCount, usePocketkit } from "@pocketkit/hooks";
import { Button, Input, Label } from "@pocketkit/ui";
import { SlidersHorizontalIcon } from "../icons";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";

import { afterFirstPhotos } from "../layout/after-first-photos";
import { activeFilterCount, LibraryFilters } from "../features/library-filters";
import { inLibrary, libraryFilter, librarySorts, readLibraryParams } from "../features/library-query";
import { NearPlaceNotice } from "../features/near-place-notice";
import { PhotoCount } from "../features/photo-count";
import { PhotoGrid } from "../features/photo-grid";
import { PhotoUploader } from "../features/photo-uploader";
import { useUpdateSearchParams } from "../features/use-update-search-params";
import { useDocumentTitle } from "../layout/use-document-title";
import { useMediaQuery } from "../layout/use-media-query";

// The sheet (Radix's dialog) comes with the first tap on Filters: the library itself does not
// carry it.
const LibraryFilterSheet = lazy(async () => ({
  default: (await import("../features/library-filter-sheet")).LibraryFilterSheet,
}));

// The offer to describe photos without alt text comes once the first photos are in: it can
// wait a moment, and the library's first photos should not wait for it.
const DescribePhotosOffer = lazy(async () => ({
  default: (await import("../features/describe-photos-offer")).DescribePhotosOffer,
}));

export default function LibraryPage() {
  useDocumentTitle("Library");
  const { pb } = usePocketkit();
  const [search] = useSearchParams();
  const update = useUpdateSearchParams();
  const params = readLibraryParams(search);
  const searchId = useId();
  // On a phone the grid comes first: the order and filters wait in a sheet behind one button.
  const wide = useMediaQuery("(min-width: 640px)");
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetUsed, setSheetUsed] = useState(false);
  if (sheetOpen && !sheetUsed) setSheetUsed(true);
  // An empty library asks for photos with a drop area under its heading; one with photos has an
  // Upload button beside it (and takes files dropped anywhere on the window).
  const [uploadSlot, setUploadSlot] = useState<HTMLElement | null>(null);
  const empty = useCount("images", { filter: inLibrary(), realtime: true }).data === 0;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const waiting = afterFirstPhotos(() => setSettled(true));
    return () => waiting.cancel();
  }, []);

  // The search box updates the URL once typing pauses, so a search can be shared and reloaded.
  // When the URL changes under it (back, a link), the box follows: state adjusted during render,
  // as React advises, rather than in an effect.
  const [typed, setTyped] = useState(params.search);
  const [shown, setShown] = useState(params.search);
  if (shown !== params.search) {
    setShown(params.search);
    setTyped(params.search);
  }
  useEffect(() => {
    if (typed === params.search) return;
    const timer = setTimeout(() => update({ q: typed }), 300);
    return () => clearTimeout(timer);
  });

  const filter = libraryFilter(pb, params);
  const filtered = filter !== "";
  const active = activeFilterCount(params);
  return (
    <div className="pk:grid pk:gap-6">
      <div className="pk:flex pk:flex-wrap pk:items-start pk:justify-between pk:gap-x-3 pk:gap-y-6">
        <div className="pk:grid pk:gap-1">
          <h1 className="pk:m-0 pk:text-2xl pk:font-semibold">Library</h1>
          <PhotoCount filter={filter} />
          {params.near && <NearPlaceNotice place={params.near} onClear={() => update({ near: "" })} />}
          {settled && (
            <Suspense fallback={null}>
              <DescribePhotosOffer />
            </Suspense>
          )}
        </div>
        <div ref={setUploadSlot} className={empty ? "pk:basis-full" : "pk:flex"} />
      </div>
      <PhotoUploader zoneSlot={uploadSlot} variant={empty ? "zone" : "button"} />
      <div
        role="search"
        aria-label="Find photos"
        className={
          wide ? "pk:grid pk:grid-cols-2 pk:gap-3 pk:lg:grid-cols-4" : "pk:flex pk:items-end pk:gap-2"
        }
      >
        <div className="pk:grid pk:flex-1 pk:gap-1.5">
          <Label htmlFor={searchId}>Search</Label>
          <Input
            id={searchId}
            type="search"
            placeholder="Title, alt text, description or tag"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {wide ? (
          <LibraryFilters params={params} update={update} />
        ) : (
          <Button
            variant="outline"
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            onClick={() => setSheetOpen(true)}
          >
            <SlidersHorizontalIcon aria-hidden className="pk:size-4" />
            {active > 0 ? `Filters (${active})` : "Filters"}
          </Button>
        )}
      </div>
      {!wide && sheetUsed && (
        <Suspense fallback={null}>
          <LibraryFilterSheet open={sheetOpen} onOpenChange={setSheetOpen} params={params} update={update} />
        </Suspense>
      )}
      <PhotoGrid
        filter={inLibrary(filter)}
        sort={librarySorts[params.sort]}
        label="Photos"
        emptyState={
          filtered ? (
            <p className="pk:m-0">No photos match. Try other words or filters.</p>
          ) : (
            <p className="pk:m-0">No photos yet. Drop some above, choose them, or paste a screenshot.</p>
          )
        }
      />
    </div>
  );
}
