import path from "node:path";

import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";
import type { BrowserCommand } from "vitest/node";

// Tests run the packages from source: the "@pocketkit/source" export condition points each
// package at its src/index.ts, so nothing waits for a build.
const sourceCondition = "@pocketkit/source";
const resolve = { conditions: [sourceCondition, ...defaultClientConditions] };
const ssr = { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } };

// Debian's Chromium, never a browser a test tool downloads. Without the background-networking
// flags Chromium keeps calling hosts this machine cannot reach.
export const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
});

/** A browser command (visual.ts): the pointer leaves the page, so no story inherits a hover. */
const movePointerAway: BrowserCommand<[]> = async ({ page }) => {
  await page.mouse.move(0, 0);
};

export default defineConfig({
  resolve,
  ssr,
  test: {
    // CI also writes a JSON report, from which .ci/run prints the plain "N passed, N failed" line.
    reporters: process.env.CI ? ["default", ["json", { outputFile: ".vitest/results.json" }]] : ["default"],
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: "unit",
          include: [
            "{packages,apps}/*/src/**/*.test.{ts,tsx}",
            "apps/*/server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: ["**/*.integration.test.{ts,tsx}", "**/*.browser.test.{ts,tsx}", "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: "integration",
          include: ["{packages,apps}/*/**/*.integration.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/dist/**", "packages/hooks/**"],
          environment: "node",
          // Each file starts its own PocketBase; one binary is made ready for all of them first.
          globalSetup: ["packages/client/src/testing/vitest-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The SDK's realtime needs EventSource, which Node has behind this flag.
          execArgv: ["--experimental-eventsource"],
        },
      },
      {
        resolve,
        ssr,
        test: {
          // React hooks against a real PocketBase, rendered in jsdom.
          name: "hooks",
          include: ["packages/hooks/src/**/*.integration.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["packages/testkit/src/react/jsdom-setup.ts"],
          globalSetup: ["packages/client/src/testing/vitest-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Every story is a test: rendered in Chromium, its play function run, axe checked.
        plugins: [storybookTest({ configDir: ".storybook" })],
        // What the preview imports for its Docs pages (themed-docs-container.tsx), optimised before
        // the run: a dependency Vite first meets mid-run reloads the tests, failing the file.
        optimizeDeps: { include: ["storybook/theming", "storybook/internal/core-events"] },
        test: {
          name: "storybook",
          // Each non-interaction story's first render is then compared with its screenshots.
          setupFiles: [".storybook/visual.ts"],
          // Play functions type like a person; on two busy cores a long one needs the room.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            provider: chromium,
            headless: true,
            instances: [{ browser: "chromium" }],
            commands: { movePointerAway },
            expect: {
              toMatchScreenshot: {
                // A pixel differs when its colour moves by more than 2% (pixelmatch's default of
                // 10% let the primary colour's lightness go from 0.45 to 0.47 unseen); anti-aliased
                // edges are not counted, and beyond them a tenth of a percent of the pixels may
                // differ, as a Chromium update's text rasterising can, while a changed colour,
                // spacing or border moves far more.
                comparatorName: "pixelmatch",
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0.001 },
                // `__visual__/light/<story id>.png` beside the stories file; one browser, one OS.
                resolveScreenshotPath: ({ arg, ext, root, testFileDirectory }) =>
                  path.resolve(root, testFileDirectory, "__visual__", `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext, root, attachmentsDir, testFileDirectory }) =>
                  path.resolve(root, attachmentsDir, testFileDirectory, `${arg}${ext}`),
              },
            },
          },
        },
      },
      {
        test: {
          // Every docs page of the static Storybook in Chromium, served from a sub-path. Its global
          // setup runs `pnpm build-storybook` once (CI's only Storybook build); three tabs.
          name: "storybook-docs",
          include: [".storybook/test/**/*.test.ts"],
          environment: "node",
          globalSetup: [".storybook/test/static-build.ts"],
          hookTimeout: 60_000,
          testTimeout: 60_000,
          maxConcurrency: 3,
        },
      },
      {
        resolve,
        ssr,
        // The global setup runs in Node, in Vitest's own environment, and must start PocketBase
        // from the client's sources too, not from a dist/ that may be older.
        environments: { __vitest__: ssr },
        test: {
          name: "browser",
          include: ["packages/*/src/**/*.browser.test.{ts,tsx}"],
          // PocketBase and the network-fault proxies run in Node; tests get their URLs by inject().
          globalSetup: ["packages/testkit/src/browser-global-setup.ts"],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            provider: chromium,
            headless: true,
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
