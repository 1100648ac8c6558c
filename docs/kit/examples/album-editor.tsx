import { useCreate, useDelete, useList } from "@pocketkit/hooks";
import { Button, Input } from "@pocketkit/ui";
import { useState } from "react";

/** A list that writes: create refetches the lists, delete waits out an undo window first. */
export function AlbumEditor() {
  const { data } = useList("albums", { sort: "name" });
  const create = useCreate("albums");
  const remove = useDelete("albums", { undoWindowMs: 5000 });
  const [name, setName] = useState("");
  const [undo, setUndo] = useState<(() => boolean) | undefined>();

  return (
    <div style={{ display: "grid", gap: 8, maxWidth: 360 }}>
      <form
        style={{ display: "flex", gap: 8 }}
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ name }, { onSuccess: () => setName("") });
        }}
      >
        <Input aria-label="Album name" value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" disabled={create.isPending || !name}>
          Add
        </Button>
      </form>
      {create.error && <p role="alert">{create.error.message}</p>}
      <ul aria-label="Albums">
        {data?.items.map((album) => (
          <li key={album.id}>
            {album.name}{" "}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setUndo(() => remove.removeWithUndo(album.id).undo)}
            >
              Delete
            </Button>
          </li>
        ))}
      </ul>
      {undo && (
        <Button variant="outline" onClick={() => (undo(), setUndo(undefined))}>
          Undo delete
        </Button>
      )}
    </div>
  );
}
