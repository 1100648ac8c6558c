import { PocketkitProvider, useList } from "@pocketkit/hooks";

import { pocketkit } from "./pocketkit";

function Albums() {
  const { data } = useList("albums", { sort: "name" });
  return (
    <ul>
      {data?.items.map((album) => (
        <li key={album.id}>{album.name}</li>
      ))}
    </ul>
  );
}

export function App() {
  return (
    <PocketkitProvider client={pocketkit}>
      <h1>Pocketkit Gallery</h1>
      <Albums />
    </PocketkitProvider>
  );
}
