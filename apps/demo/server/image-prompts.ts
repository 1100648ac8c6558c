import { createSuperuserClient, type ChatMessage, type CompletionInput } from "@pocketkit/client/server";

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
  tags: "Suggest up to 10 short tags for this photo, lower case, separated by commas, nothing else.",
};

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
    if (!image) return undefined;
    const token = await pb.files.getToken();
    const url = pb.files.getURL(image, String(image.file), { thumb: "400x0", token });
    const response = await fetch(url);
    if (!response.ok) return undefined;
    const type = response.headers.get("content-type") ?? "image/jpeg";
    const bytes = Buffer.from(await response.arrayBuffer());
    return `data:${type};base64,${bytes.toString("base64")}`;
  }

  return async function buildMessages(input: CompletionInput): Promise<ChatMessage[]> {
    const kind = input.kind as (typeof imageKinds)[number];
    const system = [instructionsByKind[kind], input.instructions].filter(Boolean).join("\n\n");
    const photo = await photoOf(input.body.imageId, input.user.id).catch(() => undefined);
    const content = photo
      ? [
          { type: "text", text: input.prompt },
          { type: "image_url", image_url: { url: photo } },
        ]
      : input.prompt;
    return [
      { role: "system", content: system },
      { role: "user", content },
    ];
  };
}
