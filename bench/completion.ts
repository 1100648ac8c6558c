// Time-to-first-token overhead of the completion route: time to the first byte of the answer's
// body from `POST /api/completion` (Hono serving `createCompletionHandler`, which checks the
// token with PocketBase, counts the user's usage and then calls the provider) against the same
// request sent to the provider directly. The fake provider sends its first chunk at once, so the
// difference is the route's own cost.
import {
  startCompletionApp,
  signUpUser,
  startGalleryPocketBase,
  startOpenAiCompatibleServer,
} from "@pocketkit/testkit";
import { median, ms, percentile, type Row } from "./report";

const REQUESTS = 30;
// The route allows 20 completions per user per 10 minutes: ten each stays well inside that
// without changing the limit, whose check is part of what is measured.
const PER_USER = 10;

/** Milliseconds until the first chunk of the body arrives; the rest is read so the request ends. */
async function timeToFirstByte(url: string, init: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { method: "POST", ...init });
  if (!response.ok || !response.body)
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  await reader.read();
  const elapsed = performance.now() - started;
  while (!(await reader.read()).done);
  return elapsed;
}

export async function measureCompletion(): Promise<Row[]> {
  const pocketbase = await startGalleryPocketBase();
  const provider = await startOpenAiCompatibleServer();
  const app = await startCompletionApp({
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: { baseUrl: provider.url, apiKey: "sk-bench", model: "bench-model" },
    kinds: ["alt"],
  });
  try {
    provider.script = { chunks: ["A ", "red ", "gradient", "."], delayMs: 0 };
    const users = await Promise.all(
      Array.from({ length: REQUESTS / PER_USER + 1 }, () => signUpUser(pocketbase.url, pocketbase.superuser)),
    );
    const viaRoute = (token: string) =>
      timeToFirstByte(app.url, {
        // Plain text, as Pocketkit's own client asks for it; the AI SDK's default stream sends its
        // first bytes with the first token too.
        headers: {
          "content-type": "application/json",
          accept: "text/plain, application/json",
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ prompt: "Describe the photo.", instructions: "One sentence.", kind: "alt" }),
      });
    const direct = () =>
      timeToFirstByte(`${provider.url}/chat/completions`, {
        headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
        body: JSON.stringify({
          model: "bench-model",
          stream: true,
          messages: [
            { role: "system", content: "One sentence." },
            { role: "user", content: "Describe the photo." },
          ],
        }),
      });

    // Warm-up with a user of its own: the route's first request also signs its superuser in.
    const warmUp = users.pop()!;
    for (let index = 0; index < 3; index++) {
      await viaRoute(warmUp.authStore.token);
      await direct();
    }
    // For scale: before calling the provider the route makes three PocketBase requests in turn
    // (check the token, read the user's latest usage rows, reserve the next one), each about this long.
    const pocketbaseRequest = async () => {
      const started = performance.now();
      await warmUp.collection("users").authRefresh();
      return performance.now() - started;
    };
    const route: number[] = [];
    const provided: number[] = [];
    const refreshes: number[] = [];
    // Interleaved, so that a change of load on the machine touches every series alike.
    for (let index = 0; index < REQUESTS; index++) {
      route.push(await viaRoute(users[Math.floor(index / PER_USER)]!.authStore.token));
      provided.push(await direct());
      refreshes.push(await pocketbaseRequest());
    }
    const overhead = route.map((value, index) => value - provided[index]!);
    return [
      {
        name: `completion: time to first byte, provider directly, ${REQUESTS} requests`,
        median: ms(median(provided)),
        p95: ms(percentile(provided, 95)),
      },
      {
        name: `completion: time to first byte, POST /api/completion, ${REQUESTS} requests`,
        median: ms(median(route)),
        p95: ms(percentile(route, 95)),
      },
      {
        name: "completion: overhead of the route (paired differences)",
        median: ms(median(overhead)),
        p95: ms(percentile(overhead, 95)),
        reference: "no budget in DESIGN",
      },
      {
        name: "completion, for scale: one PocketBase request (authRefresh)",
        median: ms(median(refreshes)),
        p95: ms(percentile(refreshes, 95)),
        reference: "the route makes 3 before the provider call",
      },
    ];
  } finally {
    await app.close();
    await provider.close();
    await pocketbase.stop();
  }
}
