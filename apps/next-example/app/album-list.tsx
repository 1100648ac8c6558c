"use client";

import { useList } from "@pocketkit/hooks";

import { albumsQuery } from "../lib/albums";

/**
 * The signed-in user's albums, live: an album made anywhere else (another tab, another device,
 * PocketBase's dashboard) shows up here without a reload. Its first data is the page's prefetch.
 */
export function AlbumList() {
  const { data } = useList("albums", { ...albumsQuery, realtime: true });
  const albums = data?.items ?? [];
  if (albums.length === 0) return <p className="muted">No albums yet.</p>;
  return (
    <ul className="albums" data-testid="albums">
      {albums.map((album) => (
        <li key={album.id}>{String(album.name)}</li>
      ))}
    </ul>
  );
}
