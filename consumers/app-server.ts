// A Playwright worker fixture per app: its built output served (by `vite preview` or
// `next start`) for the browser tests, after the app's build step passed.
import { test as base } from "playwright/test";

import { appDir, bin, cleanEnv, freePort, startServer, type AppName, type RunningServer } from "./support";

export interface ServeOptions {
  app: AppName;
  /** Makes sure the build ran (or throws its failure), before the server starts. */
  build: () => Promise<void>;
  command: (port: number) => { command: string; args: string[]; env?: Record<string, string> };
}

export function serving(options: ServeOptions) {
  return base.extend<object, { server: RunningServer }>({
    server: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures
      async ({}, use) => {
        await options.build();
        const port = await freePort();
        const { command, args, env } = options.command(port);
        const server = await startServer(command, args, {
          cwd: appDir(options.app),
          url: `http://127.0.0.1:${port}/`,
          env: cleanEnv(env),
        });
        await use(server);
        await server.stop();
      },
      { scope: "worker", timeout: 120_000 },
    ],
  });
}

export { bin };
