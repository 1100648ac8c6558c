import { useFileUrl, useList } from "@pocketkit/hooks";

/** Download links for a collection's files; protected files get the user's file token. */
export function FileLinks() {
  const { data } = useList("documents", { sort: "name" });
  const { fileUrl } = useFileUrl({ protected: true });
  if (!data || !fileUrl) return <p>Loading…</p>;
  return (
    <ul aria-label="Documents">
      {data.items.map((document) => (
        <li key={document.id}>
          <a href={fileUrl(document, document.file, { download: true })}>{document.name}</a>
        </li>
      ))}
    </ul>
  );
}
