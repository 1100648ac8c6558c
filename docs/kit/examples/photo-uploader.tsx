import { useUploadQueue } from "@pocketkit/hooks";
import { Progress } from "@pocketkit/ui";

/** Each chosen file becomes a record of `images`: checked first, sent three at a time. */
export function PhotoUploader() {
  const { items, add, cancel, retry } = useUploadQueue({ collection: "images", field: "file" });
  return (
    <div>
      <input
        type="file"
        aria-label="Add photos"
        accept="image/*"
        multiple
        onChange={(event) => add(Array.from(event.target.files ?? []))}
      />
      <ul aria-label="Uploads">
        {items.map((item) => (
          <li key={item.id}>
            {item.file.name}: {item.status}
            {item.status === "uploading" && (
              <Progress value={item.progress * 100} aria-label={item.file.name} />
            )}
            {item.error && <span role="alert"> {item.error.message}</span>}
            {item.status === "uploading" && <button onClick={() => cancel(item.id)}>Cancel</button>}
            {(item.status === "error" || item.status === "cancelled") && (
              <button onClick={() => retry(item.id)}>Retry</button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
