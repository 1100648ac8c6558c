import { defineConfig } from "@playwright/test";

// End-to-end tests of the Gallery in Debian's Chromium (never a browser Playwright downloads).
// Each worker starts its own stack (see stack.ts); tests make their own users, so they share it.
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.e2e.ts",
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "../../../.vitest/e2e-results.json" }]]
    : [["list"]],
  outputDir: "../../../.vitest/e2e-artifacts",
  use: {
    browserName: "chromium",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
