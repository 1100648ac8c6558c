import { useFullList } from "@pocketkit/hooks";
import { Input, Label, NativeSelect } from "@pocketkit/ui";
import { useId } from "react";

import { librarySorts, type LibraryParams, type LibrarySort } from "./library-query";

const ALL = "__all__";
const sortLabels: Record<LibrarySort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  title: "Title",
};

interface LibraryFiltersProps {
  params: LibraryParams;
  update: (changes: Record<string, string>) => void;
}

/**
 * The library's order and filters (album, tag): beside the search box on a wide screen, in a
 * sheet on a phone. Each change goes to the URL at once.
 */
export function LibraryFilters({ params, update }: LibraryFiltersProps) {
  const albums = useFullList("albums", { sort: "name" });
  const ids = { sort: useId(), album: useId(), tag: useId() };
  return (
    <>
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
    </>
  );
}

/** How many of the filters differ from the library's defaults: said on the phone's Filters button. */
export function activeFilterCount(params: LibraryParams): number {
  return [params.sort !== "newest", params.album !== "", params.tag !== ""].filter(Boolean).length;
}
