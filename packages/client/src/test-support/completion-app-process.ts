// Test-only: the completion route served by a second server process of its own, as behind a
// load balancer: it shares nothing with the test's process but PocketBase and the provider.
import { fileURLToPath } from "node:url";

import type { CompletionHandlerOptions } from "../server";
import { spawnTethered } from "../testing/tethered-process";

export interface CompletionAppProcess {
  /** The route's full URL. */
  url: string;
  /** What the process printed (its handler logs to stderr). */
  output(): string;
  close(): Promise<void>;
}

/** Options as JSON: no functions (the process logs with the handler's default, to stderr). */
export type SerializableHandlerOptions = Omit<CompletionHandlerOptions, "buildMessages" | "log" | "usage">;

export async function startCompletionAppProcess(
  options: SerializableHandlerOptions,
): Promise<CompletionAppProcess> {
  const main = fileURLToPath(new URL("./completion-app-main.ts", import.meta.url));
  const child = await spawnTethered(
    process.execPath,
    ["--conditions=@pocketkit/source", "--import", "tsx", main],
    {
      ...process.env,
      POCKETKIT_COMPLETION_APP_OPTIONS: JSON.stringify(options),
    },
  );
  let exited = false;
  void child.exited.then(() => (exited = true));
  for (;;) {
    const url = /pocketkit-completion-app (\S+)/.exec(child.output())?.[1];
    if (url) return { url, output: child.output, close: () => child.stop() };
    if (exited) throw new Error(`the completion app process ended before it listened: ${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
