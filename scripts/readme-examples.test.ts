// README code blocks that are examples are copies of a file in docs/kit/examples/, the same file
// the docs pages show and a story runs (STYLE.md, "Examples are written once"). A block marked
//
//   <!-- example: docs/kit/examples/first-live-list.tsx -->
//   ```tsx
//
// must equal that file. `UPDATE_README_EXAMPLES=1 pnpm vitest run scripts/readme-examples.test.ts`
// copies the files into the READMEs. The blocks are typechecked against the packed packages as
// well, with every other README block, by consumers/readme.consumer.ts.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, test } from "vitest";

const WORKSPACE = join(import.meta.dirname, "..");
const READMES = [
  "README.md",
  ...readdirSync(join(WORKSPACE, "packages")).map((name) => `packages/${name}/README.md`),
].filter((path) => existsSync(join(WORKSPACE, path)));

const MARKED_BLOCK = /<!-- example: ([\w./-]+) -->\n+```(\w+)\n([\s\S]*?)\n```/g;

function markedBlocks(readme: string) {
  const text = readFileSync(join(WORKSPACE, readme), "utf8");
  return [...text.matchAll(MARKED_BLOCK)].map((match) => ({
    readme,
    text,
    whole: match[0],
    file: match[1]!,
    language: match[2]!,
    code: match[3]!,
  }));
}

const blocks = READMES.flatMap(markedBlocks);

test("the root README and each published package's README show at least one example", () => {
  const readmes = new Set(blocks.map((block) => block.readme));
  expect(
    ["README.md", "packages/client/README.md", "packages/hooks/README.md", "packages/ui/README.md"].filter(
      (readme) => !readmes.has(readme),
    ),
  ).toEqual([]);
});

describe.each(blocks.map((block) => [`${block.readme} ← ${block.file}`, block] as const))(
  "%s",
  (_name, block) => {
    test("is the example file, as it is", () => {
      expect(block.file, "examples live in docs/kit/examples/").toMatch(
        /^docs\/kit\/examples\/[\w-]+\.tsx?$/,
      );
      const path = join(WORKSPACE, block.file);
      expect(existsSync(path), `${block.file} does not exist`).toBe(true);
      const source = readFileSync(path, "utf8").replace(/\n$/, "");
      if (process.env.UPDATE_README_EXAMPLES && block.code !== source) {
        const current = readFileSync(join(WORKSPACE, block.readme), "utf8");
        writeFileSync(
          join(WORKSPACE, block.readme),
          current.replace(
            block.whole,
            `<!-- example: ${block.file} -->\n\n\`\`\`${block.language}\n${source}\n\`\`\``,
          ),
        );
        return;
      }
      expect(
        block.code,
        `${block.readme} differs from ${block.file}: UPDATE_README_EXAMPLES=1 copies the file in`,
      ).toBe(source);
    });
  },
);
