import { errorFromResponse, PocketkitError, toPocketkitError } from "@pocketkit/client";

export interface SuggestTagsOptions {
  imageId: string;
  /** What the model is told beside the photo (its title and tags). */
  prompt: string;
  /** The signed-in user's token. */
  token: string;
  signal?: AbortSignal;
}

/**
 * Tag suggestions for a photo from the completion route's `tags` kind, which answers in one
 * piece with a list the server has checked (server/tag-suggestions.ts): `{ kind, value }`.
 *
 * @throws PocketkitError: the route's refusal in words (`invalid_answer` "The AI's answer wasn't a
 *   list of tags. Try again.", the AI limit, AI off…), `aborted` when `signal` fires.
 */
export async function suggestTags({ imageId, prompt, token, signal }: SuggestTagsOptions): Promise<string[]> {
  let response: Response;
  try {
    response = await fetch("/api/completion", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", authorization: token },
      body: JSON.stringify({ kind: "tags", imageId, prompt }),
      signal,
    });
  } catch (error) {
    throw toPocketkitError(error);
  }
  if (!response.ok) throw await errorFromResponse(response);
  const answer = (await response.json()) as { value?: unknown };
  // Checked by the server already; a list of strings is all this page relies on.
  if (!Array.isArray(answer.value) || !answer.value.every((tag) => typeof tag === "string")) {
    throw new PocketkitError({
      kind: "server",
      message: "The AI's answer wasn't a list of tags. Try again.",
    });
  }
  return answer.value;
}
