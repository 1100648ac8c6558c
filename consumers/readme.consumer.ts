// The READMEs' TypeScript blocks, as written, typechecked (strict) against the packed packages in
// a fresh app: the root README from the workspace, each package's from its installed tarball (so
// it is the one npm shows). What a block names but leaves to the app is declared once, in the
// app's src/prelude.d.ts; ./pocketbase-types is what the packed pocketkit-typegen writes.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { expect, test } from "playwright/test";

import { appDir, bin, PACKAGES, run, runInfo, step, WORKSPACE } from "./support";

const APP = "readme";

interface Block {
  readme: string;
  /** The line of the README where the block's code starts. */
  line: number;
  code: string;
}

function tsBlocks(readme: string, text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    if (!/^```(ts|tsx)\s*$/.test(lines[index]!)) continue;
    const start = index + 1;
    let end = start;
    while (end < lines.length && lines[end] !== "```") end++;
    blocks.push({ readme, line: start + 1, code: lines.slice(start, end).join("\n") });
    index = end;
  }
  return blocks;
}

test("typecheck: every ts/tsx block of the READMEs compiles as written", async () => {
  const cwd = appDir(APP);
  const readmes: [string, string][] = [["README.md", await readFile(join(WORKSPACE, "README.md"), "utf8")]];
  for (const name of PACKAGES) {
    const installed = join(cwd, "node_modules", "@pocketkit", name, "README.md");
    readmes.push([`packages/${name}/README.md`, await readFile(installed, "utf8")]);
  }
  const blocks = readmes.flatMap(([name, text]) => tsBlocks(name, text));
  expect(blocks.length).toBeGreaterThanOrEqual(8);

  // One file per block; the header is one line, so a block's line n is line n + 1 of its file.
  const files = new Map<string, Block>();
  for (const [index, block] of blocks.entries()) {
    const file = `src/${block.readme.replace(/[/.]/g, "-").toLowerCase()}-${index + 1}.tsx`;
    files.set(file, block);
    await writeFile(
      join(cwd, file),
      `// ${block.readme}, from line ${block.line}\n${block.code}\nexport {};\n`,
    );
  }

  await step(APP, "typecheck", async () => {
    const { pocketbaseUrl, superuser } = runInfo();
    await run(
      bin(APP, "pocketkit-typegen"),
      [
        "--url",
        pocketbaseUrl,
        "--email",
        superuser.email,
        "--password",
        superuser.password,
        "--out",
        "src/pocketbase-types.ts",
      ],
      { cwd },
    );
    await run(bin(APP, "tsc"), ["--noEmit", "--pretty", "false"], { cwd }).catch((error: Error) => {
      // Point at the README line, not the generated file's.
      throw new Error(
        error.message.replace(
          /(src\/[\w-]+\.tsx)\((\d+),(\d+)\)/g,
          (whole, file: string, line: string, column: string) => {
            const block = files.get(file);
            return block ? `${block.readme}:${block.line + Number(line) - 2}:${column}` : whole;
          },
        ),
      );
    });
  });
});
