// The visual references (`__visual__/{light,dark}/<story id>.png`, written by .storybook/visual.ts)
// belong to stories that exist: a reference left behind by a renamed or deleted story, or by a
// story that became an interaction story, is found here, since `--update` only writes and never
// deletes. A missing reference is the other half, and fails the story's own test in CI.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

import { readCsf } from "storybook/internal/csf-tools";
import { expect, test } from "vitest";

const WORKSPACE = join(import.meta.dirname, "..");
const STORY_ROOTS = ["docs/kit", "packages/ui/src"];

function walk(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : walk(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** Vitest turns a screenshot's name into a file name this way (runs of dashes become one). */
function fileNameOf(storyId: string): string {
  return storyId.replace(/-+/g, "-");
}

/** `light/<id>` and `dark/<id>` of every story compared on screen: not an interaction story. */
async function expectedReferences(): Promise<Set<string>> {
  const expected = new Set<string>();
  for (const root of STORY_ROOTS) {
    for (const file of walk(join(WORKSPACE, root), (path) => /\.stories\.tsx?$/.test(path))) {
      const csf = (await readCsf(file, { makeTitle: (title) => title ?? "" })).parse();
      const folder = relative(WORKSPACE, join(file, ".."));
      for (const story of csf.stories) {
        const tags = [...(csf.meta?.tags ?? []), ...(story.tags ?? [])];
        if (tags.includes("interaction")) continue;
        expected.add(join(folder, "__visual__/light", `${fileNameOf(story.id)}.png`));
        expected.add(join(folder, "__visual__/dark", `${fileNameOf(story.id)}.png`));
      }
    }
  }
  return expected;
}

// Babel parses some seventy stories files: seconds, on two busy cores.
test(
  "every visual reference belongs to a story that is compared on screen",
  { timeout: 60_000 },
  async () => {
    const expected = await expectedReferences();
    const references = STORY_ROOTS.flatMap((root) =>
      walk(join(WORKSPACE, root), (path) => path.includes("/__visual__/") && path.endsWith(".png")),
    ).map((path) => relative(WORKSPACE, path));

    expect(references.length).toBeGreaterThan(0);
    // Delete these (or run `pnpm test:visual:update` after renaming a story, then delete the old).
    expect(references.filter((reference) => !expected.has(reference))).toEqual([]);
  },
);
