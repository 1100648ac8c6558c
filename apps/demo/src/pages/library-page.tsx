import { useFullList, usePocketkit } from "@pocketkit/hooks";
import { Input, Label, NativeSelect } from "@pocketkit/ui";
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";

import { libraryFilter, librarySorts, readLibraryParams, type LibrarySort } from "../features/library-query";
import { PhotoCount } from "../features/photo-count";
import { PhotoGrid } from "../features/photo-grid";
import { PhotoUploader } from "../features/photo-uploader";
import { useUpdateSearchParams } from "../features/use-update-search-params";
import { useDocumentTitle } from "../layout/use-document-title";

const ALL = "__all__";
const sortLabels: Record<LibrarySort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  title: "Title",
};

export default function LibraryPage() {
  useDocumentTitle("Library");
  const { pb } = usePocketkit();
  const [search] = useSearchParams();
  const update = useUpdateSearchParams();
  const params = readLibraryParams(search);
  const albums = useFullList("albums", { sort: "name" });
  const ids = { search: useId(), sort: useId(), album: useId(), tag: useId() };

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
  return (
    <div className="pk:grid pk:gap-6">
      <div className="pk:grid pk:gap-1">
        <h1 className="pk:m-0 pk:text-2xl pk:font-semibold">Library</h1>
        <PhotoCount filter={filter} />
      </div>
      <PhotoUploader />
      <div
        role="search"
        className="pk:grid pk:gap-3 pk:sm:grid-cols-2 pk:lg:grid-cols-4"
        aria-label="Find photos"
      >
        <div className="pk:grid pk:gap-1.5">
          <Label htmlFor={ids.search}>Search</Label>
          <Input
            id={ids.search}
            type="search"
            placeholder="Title, alt text, description or tag"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="pk:grid pk:gap-1.5">
          <Label htmlFor={ids.sort}>Sort</Label>
          <NativeSelect
            id={ids.sort}
            value={params.sort}
            onChange={(event) => update({ sort: event.target.value === "newest" ? "" : event.target.value })}
          >
            {Object.keys(librarySorts).map((key) => (
              <option key={key} value={key}>
                {sortLabels[key as LibrarySort]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="pk:grid pk:gap-1.5">
          <Label htmlFor={ids.album}>Album</Label>
          <NativeSelect
            id={ids.album}
            value={params.album || ALL}
            onChange={(event) => update({ album: event.target.value === ALL ? "" : event.target.value })}
          >
            <option value={ALL}>All photos</option>
            <option value="none">Not in an album</option>
            {(albums.data ?? []).map((album) => (
              <option key={album.id} value={album.id}>
                {album.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="pk:grid pk:gap-1.5">
          <Label htmlFor={ids.tag}>Tag</Label>
          <Input
            id={ids.tag}
            placeholder="e.g. beach"
            defaultValue={params.tag}
            key={params.tag}
            onKeyDown={(event) => {
              if (event.key === "Enter") update({ tag: event.currentTarget.value.trim() });
            }}
            onBlur={(event) => update({ tag: event.currentTarget.value.trim() })}
          />
        </div>
      </div>
      <PhotoGrid
        filter={filter}
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
