import { createCompletionHandler } from "@pocketkit/client/server";

import { pocketbaseUrl } from "../../../lib/config";

export const dynamic = "force-dynamic";

// The completion route, as a Next.js route handler: it checks the caller's PocketBase token,
// serves verified users only, counts each request in PocketBase's `ai_usage` collection (hence
// the superuser), and streams the answer of any OpenAI-compatible server. Without AI_BASE_URL
// it answers "not configured", and the panel says that AI is off.
const completion = createCompletionHandler({
  pocketbaseUrl: pocketbaseUrl(),
  superuser: {
    email: process.env.POCKETBASE_SUPERUSER_EMAIL ?? "",
    password: process.env.POCKETBASE_SUPERUSER_PASSWORD ?? "",
  },
  provider: process.env.AI_BASE_URL
    ? { baseUrl: process.env.AI_BASE_URL, apiKey: process.env.AI_API_KEY, model: process.env.AI_MODEL ?? "" }
    : undefined,
  // One of the kinds that `pnpm demo`'s ai_usage collection accepts.
  kinds: ["description"],
});

export function POST(request: Request): Promise<Response> {
  return completion(request);
}
