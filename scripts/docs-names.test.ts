// The docs pages (docs/kit/*.mdx) name only what the packages export: every `code` span that reads
// like an API name (a hook, a factory, a component, a type) must be exported by one of the kit's
// entries. The examples themselves are typechecked; this keeps the prose around them honest.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "vitest";

const WORKSPACE = join(import.meta.dirname, "..");
const DOCS = join(WORKSPACE, "docs/kit");

/** Names of the ecosystem that the pages mention on purpose; none of them is the kit's. */
const NOT_OURS = new Set([
  "QueryClient",
  "LocalAuthStore",
  "Register", // declared by the hooks for module augmentation: checked below with the types
  "Tailwind",
  "PocketBase",
  "RecordModel",
  "useSyncExternalStore",
  "useQuery",
  "AbortSignal",
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.|test-d\./.test(name) ? [path] : [];
  });
}

/** Every name a package source file exports (by declaration or in an export list). */
function exportedNames(): Set<string> {
  const names = new Set<string>();
  for (const pkg of ["client", "hooks", "ui"]) {
    for (const file of sourceFiles(join(WORKSPACE, "packages", pkg, "src"))) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(
        /export\s+(?:declare\s+)?(?:async\s+)?(?:function|const|let|class|interface|type|enum)\s+(\w+)/g,
      ))
        names.add(match[1]!);
      for (const match of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g))
        for (const part of match[1]!.split(","))
          names.add(
            part
              .trim()
              .split(/\s+as\s+/)
              .pop()!
              .replace(/^type\s+/, ""),
          );
    }
  }
  return names;
}

test("every API name in the docs pages is one the packages export", () => {
  const exported = exportedNames();
  const unknown: string[] = [];
  for (const page of readdirSync(DOCS).filter((name) => name.endsWith(".mdx"))) {
    const text = readFileSync(join(DOCS, page), "utf8").replace(/^```[\s\S]*?^```$/gm, "");
    // Component names linked to their pages: [SignInForm](?path=/docs/…).
    for (const [, name] of text.matchAll(/\[([A-Z]\w*)\]\(\?path=\/docs\/(?!docs-|hooks-|components-)/g))
      if (!exported.has(name!) && !NOT_OURS.has(name!)) unknown.push(`${page}: ${name}`);
    for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
      // `useList(collection, …)`, `<MediaProvider media={…}>`, `pocketkit.dispose()`: the leading name.
      const name = /^<?([A-Za-z_]\w*)/.exec(span!)?.[1];
      if (!name || span!.includes("/") || (span!.includes(".") && !/^\w+\(/.test(span!))) continue;
      const looksLikeApi =
        /^(use|create)[A-Z]/.test(name) || /^[A-Z][a-z]+[A-Z]\w*$/.test(name) || /Options$/.test(name);
      if (looksLikeApi && !exported.has(name) && !NOT_OURS.has(name)) unknown.push(`${page}: ${name}`);
    }
  }
  expect(unknown).toEqual([]);
});
