import { useCompletion } from "@pocketkit/hooks";
import { Button, Textarea } from "@pocketkit/ui";

/** Streams alt text from the completion route; stop, regenerate, edit. */
export function AltTextWriter({ imageId }: { imageId: string }) {
  const { text, status, error, complete, stop, regenerate, setText } = useCompletion({
    api: "/api/completion",
    body: { kind: "alt", imageId },
  });
  return (
    <div style={{ display: "grid", gap: 8, maxWidth: 480 }}>
      <Textarea aria-label="Alt text" value={text} onChange={(event) => setText(event.target.value)} />
      <div style={{ display: "flex", gap: 8 }}>
        {status === "streaming" ? (
          <Button onClick={stop}>Stop</Button>
        ) : (
          <Button onClick={() => (text ? regenerate() : complete("Write alt text for this photo."))}>
            {text ? "Regenerate" : "Write alt text"}
          </Button>
        )}
      </div>
      {error && <p role="alert">{error.message}</p>}
    </div>
  );
}
