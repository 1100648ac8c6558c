import path from "node:path";

import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

// The layering rules of eslint.config.js (DESIGN §1, issue 14 item 7), run through ESLint's own API
// on planted code at paths inside each workspace. The files need not exist: the path alone decides
// which rules apply.

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "..") });

const byName = "@typescript-eslint/no-restricted-imports";
const relative = "no-restricted-imports";

/** The layering rules that `code` breaks at `filePath`, one entry per report. */
async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const messages = (await eslint.lintText(code, { filePath })).flatMap((result) => result.messages);
  // A parse error or an ignored path would make "no layering error" pass for the wrong reason.
  const unlinted = messages.find((message) => message.ruleId === null);
  if (unlinted) throw new Error(`${filePath} was not linted: ${unlinted.message}`);
  return messages
    .filter((message) => message.ruleId === byName || message.ruleId === relative)
    .map((message) => message.ruleId ?? "");
}

describe("client imports no framework and no other Pocketkit package", () => {
  test.each([
    'import { useState } from "react";',
    'import type { ReactNode } from "react";',
    'import { createRoot } from "react-dom/client";',
    'import { useQuery } from "@tanstack/react-query";',
    'import { useList } from "@pocketkit/hooks";',
    'import { Button } from "@pocketkit/ui";',
    'export { Button } from "@pocketkit/ui";',
  ])("%s", async (code) => {
    expect(await layeringErrors("packages/client/src/records/probe.ts", code)).toEqual([byName]);
  });

  test("in its tests and test-support too", async () => {
    const code = 'import { renderHook } from "@pocketkit/hooks";';
    expect(await layeringErrors("packages/client/src/records/probe.test.ts", code)).toEqual([byName]);
    expect(await layeringErrors("packages/client/src/test-support/probe.ts", code)).toEqual([byName]);
  });

  test("its tests may use the testkit's Node and browser helpers, not its React ones", async () => {
    const node = 'import { startTestPocketBase } from "@pocketkit/testkit";';
    const browser = 'import { signUpUser } from "@pocketkit/testkit/browser";';
    const react = 'import { renderWithPocketkit } from "@pocketkit/testkit/react";';
    expect(await layeringErrors("packages/client/src/records/probe.integration.test.ts", node)).toEqual([]);
    expect(await layeringErrors("packages/client/src/upload/probe.browser.test.ts", browser)).toEqual([]);
    expect(await layeringErrors("packages/client/src/records/probe.test.ts", react)).toEqual([byName]);
    expect(await layeringErrors("packages/client/src/records/probe.ts", node)).toEqual([byName]);
  });

  test("pocketbase and zod stay allowed", async () => {
    const code = 'import PocketBase from "pocketbase";\nimport { z } from "zod";';
    expect(await layeringErrors("packages/client/src/records/probe.ts", code)).toEqual([]);
  });
});

describe("hooks never import ui", () => {
  test("in its code, tests and test-support", async () => {
    const code = 'import { Button } from "@pocketkit/ui";';
    expect(await layeringErrors("packages/hooks/src/records/probe.ts", code)).toEqual([byName]);
    expect(await layeringErrors("packages/hooks/src/records/probe.test.tsx", code)).toEqual([byName]);
    expect(await layeringErrors("packages/hooks/src/test-support/probe.tsx", code)).toEqual([byName]);
  });

  test("client, React and TanStack Query stay allowed", async () => {
    const code = [
      'import { createPocketkit } from "@pocketkit/client";',
      'import { useQuery } from "@tanstack/react-query";',
      'import { useState } from "react";',
    ].join("\n");
    expect(await layeringErrors("packages/hooks/src/records/probe.ts", code)).toEqual([]);
  });
});

describe("ui imports only types from pocketbase", () => {
  test.each([
    'import PocketBase from "pocketbase";',
    'import { BaseAuthStore } from "pocketbase";',
    'import { BaseAuthStore, type RecordModel } from "pocketbase";',
    'export { ClientResponseError } from "pocketbase";',
  ])("%s", async (code) => {
    expect(await layeringErrors("packages/ui/src/media/probe.tsx", code)).toEqual([byName]);
    expect(await layeringErrors("packages/ui/src/media/probe.stories.tsx", code)).toEqual([byName]);
  });

  test("type imports stay allowed, and so do hooks and client", async () => {
    const code = [
      'import type { RecordModel } from "pocketbase";',
      'import { type ListResult } from "pocketbase";',
      'export type { AuthRecord } from "pocketbase";',
      'import { useList } from "@pocketkit/hooks";',
      'import { PocketkitError } from "@pocketkit/client";',
    ].join("\n");
    expect(await layeringErrors("packages/ui/src/media/probe.tsx", code)).toEqual([]);
  });

  test("an excepted file may import exactly the names on its list", async () => {
    const file = "packages/ui/src/examples/mocked-pocketbase.stories.tsx";
    expect(await layeringErrors(file, 'import { BaseAuthStore } from "pocketbase";')).toEqual([]);
    expect(await layeringErrors(file, 'import { ClientResponseError } from "pocketbase";')).toEqual([byName]);
  });
});

describe("a relative import never leaves its workspace", () => {
  test.each([
    ["packages/client/src/probe.ts", "../../hooks/src/test-support/mail-server"],
    ["packages/client/src/msw/probe.test.ts", "../../../hooks/src/test-support/render"],
    ["packages/hooks/src/probe.ts", "../../client/src/errors"],
    ["packages/hooks/src/records/probe.ts", "../../../client/src/test-support/gallery-pocketbase"],
    ["packages/hooks/src/records/deep/probe.ts", "../../../../ui/src/data/fixtures"],
    ["packages/hooks/src/records/probe.test.ts", "../../../../apps/demo/src/pocketbase-types"],
    ["packages/ui/src/data/probe.tsx", "../../../hooks/src/test-support/render"],
    ["packages/ui/src/data/record-table/probe.stories.tsx", "../../../../client/src/typegen/generate-types"],
    ["packages/ui/probe.config.ts", "../../scripts/build-package"],
    ["apps/demo/src/probe.tsx", "../../../packages/ui/src/data/fixtures"],
    ["apps/demo/e2e/probe.ts", "../../../packages/client/src/test-support/openai-compatible-server"],
    ["bench/probe.ts", "../packages/client/src/test-support/gallery-pocketbase"],
    ["bench/probe.ts", "../apps/demo/scripts/seed"],
    ["consumers/probe.ts", "../packages/hooks/src/test-support/mail-server"],
    ["consumers/vite-react19/src/probe.tsx", "../../../packages/ui/src/styles.css"],
    ["scripts/probe.ts", "../packages/client/src/index"],
    [".storybook/probe.tsx", "../packages/ui/src/i18n/en"],
    ["probe.config.ts", "./packages/client/src/testing/vitest-global-setup"],
  ])("%s ✗ %s", async (file, specifier) => {
    expect(await layeringErrors(file, `import { x } from "${specifier}";`)).toEqual([relative]);
    expect(await layeringErrors(file, `export { x } from "${specifier}";`)).toEqual([relative]);
  });

  test.each([
    ["packages/hooks/src/records/probe.ts", "../../package.json"],
    ["packages/hooks/src/records/probe.ts", "../test-support/render"],
    ["packages/ui/src/data/record-table/probe.tsx", "../../../package.json"],
    ["packages/ui/src/data/record-table/probe.tsx", "../../lib/cn"],
    ["apps/demo/src/probe.tsx", "../scripts/seed"],
    ["bench/probe.ts", "../scripts/size"],
    ["bench/probe.ts", "./report"],
  ])("%s ✓ %s", async (file, specifier) => {
    expect(await layeringErrors(file, `import { x } from "${specifier}";`)).toEqual([]);
  });

  test("an excepted file may import exactly the paths on its list", async () => {
    const file = "bench/gallery.ts";
    const listed = 'import { x } from "../apps/demo/scripts/seed";';
    const unlisted = 'import { x } from "../packages/client/src/test-support/completion-app-process";';
    expect(await layeringErrors(file, listed)).toEqual([]);
    expect(await layeringErrors(file, unlisted)).toEqual([relative]);
  });
});
