import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

// Tests run the packages from source: the "@pocketkit/source" export condition points each
// package at its src/index.ts, so nothing waits for a build.
const sourceCondition = "@pocketkit/source";
const resolve = { conditions: [sourceCondition, ...defaultClientConditions] };
const ssr = { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } };

export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: "unit",
          include: ["{packages,apps}/*/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["**/*.integration.test.{ts,tsx}", "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: "integration",
          include: ["{packages,apps}/*/**/*.integration.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/dist/**"],
          environment: "node",
          // Each file starts its own PocketBase; one binary is made ready for all of them first.
          globalSetup: ["packages/client/src/testing/vitest-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
