import { defineConfig } from "playwright/test";

// The packed packages installed into fresh apps outside the workspace (global-setup.ts), each app
// typechecked, built, server-rendered and driven in Debian's Chromium (never a browser Playwright
// downloads). One worker: two cores, and builds that take both.
export default defineConfig({
  testDir: ".",
  testMatch: "*.consumer.ts",
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  workers: 1,
  timeout: 300_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [
    ["list"],
    ["./summary-reporter.ts"],
    ...(process.env.CI ? [["json", { outputFile: "../.vitest/consumers-results.json" }] as const] : []),
  ],
  outputDir: "../.vitest/consumers-artifacts",
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
