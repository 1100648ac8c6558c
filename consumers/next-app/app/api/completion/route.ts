import { createCompletionHandler } from "@pocketkit/client/server";

export const dynamic = "force-dynamic";

const completion = createCompletionHandler({
  pocketbaseUrl: process.env.POCKETBASE_URL ?? "",
  superuser: {
    email: process.env.POCKETBASE_SUPERUSER_EMAIL ?? "",
    password: process.env.POCKETBASE_SUPERUSER_PASSWORD ?? "",
  },
  provider: process.env.AI_BASE_URL
    ? {
        baseUrl: process.env.AI_BASE_URL,
        apiKey: process.env.AI_API_KEY,
        model: process.env.AI_MODEL ?? "test-model",
      }
    : undefined,
});

export function POST(request: Request): Promise<Response> {
  return completion(request);
}
