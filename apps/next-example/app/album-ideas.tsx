"use client";

import { CompletionPanel } from "@pocketkit/ui";

/** An AI suggestion streamed from this app's own completion route (app/api/completion/route.ts). */
export function AlbumIdeas() {
  return (
    <CompletionPanel
      kind="description"
      label="Album ideas"
      generateLabel="Suggest an album"
      prompt="Suggest a name and a one-line description for a new photo album."
    />
  );
}
