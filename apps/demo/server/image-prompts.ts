import { createSuperuserClient, type ChatMessage, type CompletionInput } from "@pocketkit/client/server";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";

import { parseTags } from "../src/features/photo-tags";

/**
 * What the Gallery's AI writes, the `kind` of a request (and of an `ai_usage` row); the first is
 * the one a request without a kind gets.
 */
export const imageKinds = ["description", "alt", "tags"] as const;

/** What the Gallery asks the model to write, by `kind`. */
const instructionsByKind: Record<(typeof imageKinds)[number], string> = {
  alt: "Write alt text for this photo for people using a screen reader: one plain sentence, at most 250 characters, no 'image of' or 'photo of'.",
  description:
    "Write a description of this photo for its owner's library: two to four plain sentences, at most 2000 characters.",
  // Checked as JSON before the person sees it (tag-suggestions.ts).
  tags: 'Suggest up to 10 short tags for this photo, lower case. Answer with a JSON array of strings and nothing else, e.g. ["harbour", "fishing boats"].',
};

/**
 * What the alt text job asks (alt-text-worker.ts): the same alt text, with a way to say it cannot
 * tell, because a wrong description read aloud is worse than none. Exported so that tests can
 * tell the job's requests from a person's.
 */
export const altTextJobInstructions = `${instructionsByKind.alt} If you cannot tell what the photo shows, answer with the single word UNSURE and nothing else.`;

export interface ImagePromptsOptions {
  pocketbaseUrl: string;
  superuser: { email: string; password: string };
}

/**
 * Builds the chat for one image: the instructions for the kind, the user's extra instructions,
 * what the app sent (title, tags), and the photo itself (its 400px thumb as a data URL) — but
 * only when the image belongs to the caller, so that nobody learns anything of another
 * user's photo by naming its id.
 */
export function createImagePrompts(options: ImagePromptsOptions) {
  const superuser = createSuperuserClient(options);

  async function photoOf(imageId: unknown, userId: string): Promise<string | undefined> {
    if (typeof imageId !== "string" || !/^[a-z0-9]{15}$/.test(imageId)) return undefined;
    const pb = await superuser();
    const image = await pb
      .collection("images")
      .getFirstListItem(pb.filter("id = {:id} && owner = {:owner}", { id: imageId, owner: userId }))
      .catch(() => undefined);
    return image ? readPhotoThumb(pb, image) : undefined;
  }

  return async function buildMessages(input: CompletionInput): Promise<ChatMessage[]> {
    const kind = input.kind as (typeof imageKinds)[number];
    const system = [instructionsByKind[kind], input.instructions].filter(Boolean).join("\n\n");
    const photo = await photoOf(input.body.imageId, input.user.id).catch(() => undefined);
    return [
      { role: "system", content: system },
      { role: "user", content: withPhoto(input.prompt, photo) },
    ];
  };
}

/**
 * The alt text job's chat for one photo: its title and tags as context, and the photo. (The web
 * app sends the same context for a person's request.)
 */
export function altTextJobMessages(image: RecordModel, photo: string): ChatMessage[] {
  const tags = parseTags(image.tags).join(", ");
  const context = `Title: ${String(image.title || "(none)")}. Tags: ${tags || "(none)"}.`;
  return [
    { role: "system", content: altTextJobInstructions },
    { role: "user", content: withPhoto(context, photo) },
  ];
}

/**
 * A photo's 400px-wide thumb as a data URL, read with a superuser's file token (the files are
 * protected). The JPEG/WebP preview stands in for an original PocketBase makes no thumbs of
 * (AVIF), which providers may not read either. `undefined` when it cannot be read.
 */
export async function readPhotoThumb(pb: PocketBase, image: RecordModel): Promise<string | undefined> {
  const field = image.preview ? "preview" : "file";
  const token = await pb.files.getToken();
  const url = pb.files.getURL(image, String(image[field]), { thumb: "400x0", token });
  const response = await fetch(url);
  if (!response.ok) return undefined;
  const type = response.headers.get("content-type") ?? "image/jpeg";
  const bytes = Buffer.from(await response.arrayBuffer());
  return `data:${type};base64,${bytes.toString("base64")}`;
}

function withPhoto(text: string, photo: string | undefined): ChatMessage["content"] {
  return photo
    ? [
        { type: "text", text },
        { type: "image_url", image_url: { url: photo } },
      ]
    : text;
}
