import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/pb_data/**",
      "**/storybook-static/**",
      "**/coverage/**",
      "**/node_modules/**",
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
    // PocketBase's JS migrations and hooks run in its own runtime (goja), with its globals.
    files: ["apps/demo/pocketbase/**/*.js"],
    languageOptions: {
      sourceType: "script",
      globals: {
        migrate: "readonly",
        Collection: "readonly",
        onBootstrap: "readonly",
        onRecordValidate: "readonly",
        onRecordCreate: "readonly",
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
    ignores: ["apps/demo/pocketbase/**"],
    languageOptions: { globals: globals.node },
  },
);
