import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// ─── Layering (DESIGN §1) ───────────────────────────────────────────────────────────────────────
// Data flows one way: PocketBase ← client ← hooks ← ui ← demo. Two rules hold it:
// `@typescript-eslint/no-restricted-imports` for which package may import which by name, and the
// core `no-restricted-imports` for relative imports, which never leave their own workspace. Tests,
// stories and test-support inside a package follow the same rules as the code beside them.

const sourceFiles = "*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}";

/** Folders below packages/, apps/ and consumers/ with a package.json; the rest is the root workspace. */
const workspaces = ["packages", "apps", "consumers"].flatMap((parent) =>
  readdirSync(path.join(import.meta.dirname, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`)
    .filter((folder) => existsSync(path.join(import.meta.dirname, folder, "package.json"))),
);

/** Deeper than any folder today (4 below packages/ui); a deeper file keeps only the root's check. */
const deepestFolder = 12;

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The pattern for a file `depth` folders below its workspace's root: from there `depth + 1` "../"
 * leave the workspace. The root workspace holds the others as sub-folders, so from it an import
 * fails when it walks into one of them. `allowed` lets exact specifiers through (exceptions below).
 */
function crossingPattern(workspace, depth, allowed = []) {
  const except = allowed.length > 0 ? `(?!(?:${allowed.map(escapeRegex).join("|")})$)` : "";
  const crossing =
    workspace === "."
      ? `(\\./|(\\.\\./)+)(${workspaces.map(escapeRegex).join("|")})(/|$)`
      : `(\\.\\./){${depth + 1}}`;
  return {
    regex: `^${except}${crossing}`,
    message:
      "A relative import must not leave its workspace: import the other package by its name (DESIGN §1, issue 14 item 7).",
  };
}

function crossingRule(workspace, depth, allowed) {
  return ["error", { patterns: [crossingPattern(workspace, depth, allowed)] }];
}

/** Where `file` lives: its workspace and how many folders below that workspace's root. */
function workspaceOf(file) {
  const workspace = workspaces.find((folder) => file.startsWith(`${folder}/`)) ?? ".";
  const inside = workspace === "." ? file : file.slice(workspace.length + 1);
  return { workspace, depth: inside.split("/").length - 1 };
}

const clientMessage =
  "@pocketkit/client knows no framework and no other Pocketkit package (DESIGN §1): move React code to @pocketkit/hooks.";
const hooksMessage =
  "@pocketkit/hooks renders nothing and never imports @pocketkit/ui or the demo (DESIGN §1).";
const uiPocketBaseMessage =
  "@pocketkit/ui reaches PocketBase only through @pocketkit/hooks (DESIGN §1); its types stay importable with `import type`.";
const uiDemoMessage = "@pocketkit/ui never imports the demo (DESIGN §1).";

/** The ui's restrictions; `pocketbaseValues` names values an excepted file may still import. */
function uiRestrictions(pocketbaseValues) {
  const pocketbase = { name: "pocketbase", allowTypeImports: true, message: uiPocketBaseMessage };
  return [
    "error",
    {
      paths: [pocketbaseValues ? { ...pocketbase, allowImportNames: pocketbaseValues } : pocketbase],
      patterns: [
        { regex: "^pocketbase/", allowTypeImports: true, message: uiPocketBaseMessage },
        { regex: "^@pocketkit/demo(/|$)", message: uiDemoMessage },
      ],
    },
  ];
}

// Exceptions: files that cross a layer today, each with exactly what it may import; anything else
// in them, and any other file, still fails. Each group names the work that removes it.
//
// Relative imports into another workspace, by file → the exact specifiers allowed.
const crossingExceptions = {
  // The kit's typegen is reached only through its bin; this test renders what it generates.
  "packages/ui/src/admin/collection-browser/collection-browser.browser.test.tsx": [
    "../../../../client/src/typegen/generate-types",
  ],
  // Not item 6: the public entry would load all of ui (about 320 of its modules) into every story's
  // page for two small modules. Removed when ui's messages get an entry of their own, or when the
  // testkit's story provider (item 6) takes over the locale decorator and that cost is accepted.
  ".storybook/preview.tsx": ["../packages/ui/src/i18n/de", "../packages/ui/src/i18n/messages-context"],
  // Not item 6: the Gallery benchmark drives the demo's own build, seed and server, which no
  // package entry exposes. Removed when that benchmark moves into apps/demo (or the demo exports
  // them).
  "bench/gallery.ts": [
    "../apps/demo/scripts/build-app",
    "../apps/demo/scripts/demo-defaults",
    "../apps/demo/scripts/seed",
    "../apps/demo/server/listen",
  ],
  // Not item 6: the phone-photos benchmark times the Gallery's own photo preparer, not a copy of
  // its options that could drift from it. Removed with the Gallery benchmark's exception.
  "bench/phone-photos.page.ts": ["../apps/demo/src/features/photo-preparer"],
};

// `pocketbase` values in ui, by file → the names allowed. The stories' provider, the admin mock and
// the test client make the SDK's in-memory auth store in the testkit; two files still need the SDK.
const uiPocketBaseExceptions = {
  // An example for users: a connected component against the msw mock, written as an app's own
  // Storybook would write it (a private testkit would hide how).
  "packages/ui/src/examples/mocked-pocketbase.stories.tsx": ["BaseAuthStore"],
  // A superuser's own SDK client checks the server's state behind the UI's back.
  "packages/ui/src/admin/collection-browser/collection-browser.browser.test.tsx": [
    "default",
    "BaseAuthStore",
    "ClientResponseError",
  ],
};

const layering = [
  { files: [`**/${sourceFiles}`], rules: { "no-restricted-imports": crossingRule(".", 0) } },
  ...workspaces.flatMap((workspace) =>
    Array.from({ length: deepestFolder + 1 }, (_, depth) => ({
      files: [`${workspace}/${"*/".repeat(depth)}${sourceFiles}`],
      rules: { "no-restricted-imports": crossingRule(workspace, depth) },
    })),
  ),
  {
    files: [`packages/client/**/${sourceFiles}`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(react|react-dom|@tanstack/react-query)(/|$)", message: clientMessage },
            { regex: "^@pocketkit/", message: clientMessage },
          ],
        },
      ],
    },
  },
  {
    // The client's own tests may use the testkit's Node and browser helpers and the browser
    // project's injected names (never its React ones).
    files: [`packages/client/src/**/*.test.{ts,tsx}`, `packages/client/src/test-support/**/${sourceFiles}`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(react|react-dom|@tanstack/react-query)(/|$)", message: clientMessage },
            { regex: "^@pocketkit/(?!testkit(/browser|/browser-context)?$)", message: clientMessage },
          ],
        },
      ],
    },
  },
  {
    files: [`packages/hooks/**/${sourceFiles}`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^@pocketkit/(ui|demo)(/|$)", message: hooksMessage }] },
      ],
    },
  },
  {
    files: [`packages/ui/**/${sourceFiles}`],
    rules: { "@typescript-eslint/no-restricted-imports": uiRestrictions() },
  },
  ...Object.entries(crossingExceptions).map(([file, allowed]) => {
    const { workspace, depth } = workspaceOf(file);
    return { files: [file], rules: { "no-restricted-imports": crossingRule(workspace, depth, allowed) } };
  }),
  ...Object.entries(uiPocketBaseExceptions).map(([file, names]) => ({
    files: [file],
    rules: { "@typescript-eslint/no-restricted-imports": uiRestrictions(names) },
  })),
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/pb_data/**",
      "**/storybook-static/**",
      "**/coverage/**",
      "**/.next/**",
      "**/node_modules/**",
      // What tests and tools write (reports, screenshots and their scratch scripts); git ignores it too.
      ".vitest/**",
      // Generated by `msw init`.
      ".storybook/public/mockServiceWorker.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Playwright fixtures take a callback named `use`, which is not React's `use`.
    files: ["apps/demo/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // PocketBase's JS migrations and hooks run in its own runtime (goja), with its globals.
    files: ["apps/demo/pocketbase/**/*.js", "packages/client/migrations/**/*.js"],
    // Its modules are CommonJS, loaded with require(`${__hooks}/…`).
    rules: { "@typescript-eslint/no-require-imports": "off" },
    languageOptions: {
      sourceType: "script",
      globals: {
        migrate: "readonly",
        Collection: "readonly",
        NumberField: "readonly",
        AutodateField: "readonly",
        onBootstrap: "readonly",
        onRecordValidate: "readonly",
        onRecordCreate: "readonly",
        onRecordCreateExecute: "readonly",
        onRecordCreateRequest: "readonly",
        onBatchRequest: "readonly",
        require: "readonly",
        module: "writable",
        __hooks: "readonly",
        BadRequestError: "readonly",
        ValidationError: "readonly",
        $os: "readonly",
        $dbx: "readonly",
        $app: "readonly",
      },
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    ignores: ["apps/demo/pocketbase/**", "packages/client/migrations/**"],
    languageOptions: { globals: globals.node },
  },
  ...layering,
);
