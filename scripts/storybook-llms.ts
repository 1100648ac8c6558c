// After `storybook build`: the documentation pages (docs/kit/*.mdx) as plain markdown beside the
// build (docs/<page>.md), and /llms.txt listing them (https://llmstxt.org): a title, a summary,
// and a link to each page's markdown. Every link is relative, so the build works from any path.
//
// Usage: tsx scripts/storybook-llms.ts [storybook-static]
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve } from "node:path";

const WORKSPACE = resolve(import.meta.dirname, "..");

interface IndexEntry {
  id: string;
  title: string;
  type: "docs" | "story";
  importPath: string;
}

export interface DocsPage {
  id: string;
  /** The sidebar's title, "Hooks/Auth". */
  title: string;
  /** The MDX file, from the workspace's root. */
  file: string;
  /** Its markdown, from the build's root: "docs/hooks-auth.md". */
  markdownPath: string;
}

/** The MDX pages of a build, in the sidebar's order (index.json is sorted by the preview's storySort). */
export function docsPages(index: { entries: Record<string, IndexEntry> }): DocsPage[] {
  return Object.values(index.entries)
    .filter((entry) => entry.type === "docs" && entry.importPath.endsWith(".mdx"))
    .map((entry) => ({
      id: entry.id,
      title: entry.title,
      file: entry.importPath.replace(/^\.\//, ""),
      markdownPath: `docs/${basename(entry.importPath, ".mdx")}.md`,
    }));
}

const fence = (code: string, language: string) => `\`\`\`${language}\n${code.replace(/\n$/, "")}\n\`\`\``;

/**
 * One MDX page as markdown: imports and `<Meta>` dropped, each example block replaced by its
 * file's code, a story canvas by a link to the page, the image by a markdown image, and
 * Storybook links (`?path=/docs/…`) by links to the other pages' markdown.
 */
export async function mdxToMarkdown(
  page: DocsPage,
  context: { pages: DocsPage[]; assetOf: (file: string) => string | undefined },
): Promise<string> {
  const mdxPath = join(WORKSPACE, page.file);
  let text = await readFile(mdxPath, "utf8");
  const imports = new Map<string, string>();
  for (const match of text.matchAll(/^import (\w+) from "([^"]+)";$/gm)) {
    imports.set(match[1]!, resolve(dirname(mdxPath), match[2]!.replace(/\?raw$/, "")));
  }
  const codeOf = async (name: string) => {
    const file = imports.get(name);
    if (!file) throw new Error(`${page.file}: no import named ${name}`);
    return readFile(file, "utf8");
  };
  const replaceAsync = async (pattern: RegExp, replacer: (match: RegExpMatchArray) => Promise<string>) => {
    const parts: string[] = [];
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      parts.push(text.slice(last, match.index), await replacer(match));
      last = match.index! + match[0].length;
    }
    text = parts.join("") + text.slice(last);
  };

  text = text.replace(/^import .*;\n/gm, "").replace(/^<Meta [^>]*\/>\n/gm, "");
  await replaceAsync(/<Example\s+of=\{[\w.]+\}\s+code=\{(\w+)\}\s*\/>/g, async (match) =>
    fence(await codeOf(match[1]!), "tsx"),
  );
  await replaceAsync(/<ExampleSource\s+code=\{(\w+)\}(?:\s+language="(\w+)")?\s*\/>/g, async (match) =>
    fence(await codeOf(match[1]!), match[2] ?? "tsx"),
  );
  await replaceAsync(
    /<Canvas\s+of=\{[\w.]+\}\s+source=\{\{\s*code:\s*(\w+)[^}]*\}\}[^>]*\/>/g,
    async (match) => fence(await codeOf(match[1]!), "tsx"),
  );
  text = text.replace(
    /<Canvas\s+of=\{[\w.]+\}\s*\/>/g,
    `(Live examples: [this page in the Storybook](../index.html?path=/docs/${page.id}).)`,
  );
  text = text.replace(
    /<img\s+src=\{(\w+)\}\s+alt="([^"]*)"[\s\S]*?\/>/g,
    (_whole, name: string, alt: string) => {
      const asset = context.assetOf(imports.get(name) ?? "");
      return asset ? `![${alt}](../${asset})` : "";
    },
  );
  text = text.replace(/\]\(\?path=\/docs\/([\w-]+)\)/g, (_whole, id: string) => {
    const target = context.pages.find((other) => other.id === id);
    return target ? `](./${basename(target.markdownPath)})` : `](../index.html?path=/docs/${id})`;
  });
  text = text.replace(/\]\(\.\/llms\.txt\)/g, "](../llms.txt)");
  const leftover = /^\s*<[A-Z]\w*/m.exec(text.replace(/^```[\s\S]*?^```$/gm, ""));
  if (leftover)
    throw new Error(`${page.file}: no markdown for ${leftover[0].trim()}…; teach scripts/storybook-llms.ts`);
  return `${text.trim()}\n`;
}

/** The first paragraph after the page's heading, as one line. */
function summaryOf(markdown: string): string {
  const paragraph = markdown
    .split(/\n\n+/)
    .find((block) => !/^(#|```|\||!\[|_|<|-)/.test(block.trim()) && block.trim().length > 0);
  const line = (paragraph ?? "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  const sentence = /^.*?\.(?=\s|$)/.exec(line)?.[0] ?? line;
  return sentence.length > 220 ? `${sentence.slice(0, 217)}…` : sentence;
}

export async function writeLlmsFiles(outputDir: string): Promise<DocsPage[]> {
  const index = JSON.parse(await readFile(join(outputDir, "index.json"), "utf8"));
  const pages = docsPages(index);
  if (pages.length === 0) throw new Error(`${outputDir}/index.json lists no MDX pages`);
  const assets = readdirSync(join(outputDir, "assets"));
  const assetOf = (file: string) => {
    const name = basename(file).replace(/\.[^.]+$/, "");
    const extension = file.slice(file.lastIndexOf("."));
    const built = assets.find((asset) => asset.startsWith(`${name}-`) && asset.endsWith(extension));
    return built && `assets/${built}`;
  };

  await mkdir(join(outputDir, "docs"), { recursive: true });
  const sections = new Map<string, string[]>();
  for (const page of pages) {
    const markdown = await mdxToMarkdown(page, { pages, assetOf });
    await writeFile(join(outputDir, page.markdownPath), markdown);
    const [section = "Docs", ...rest] = page.title.split("/");
    const name = rest.join(": ") || section;
    const lines = sections.get(section) ?? [];
    lines.push(`- [${name}](${page.markdownPath}): ${summaryOf(markdown)}`);
    sections.set(section, lines);
  }

  const llms = [
    "# Pocketkit",
    "",
    "> A React kit for PocketBase: typed headless hooks (@pocketkit/hooks), styled components on Radix (@pocketkit/ui) and a framework-free core (@pocketkit/client), tested against a stock PocketBase v0.39.",
    "",
    "These are the kit's documentation pages as plain markdown. Every code example is a file that also runs as a story and a test; the Storybook itself (index.html) shows each page with its examples running, and a page per component with its props and states.",
    "",
    ...[...sections].flatMap(([section, lines]) => [`## ${section}`, "", ...lines, ""]),
    "## Optional",
    "",
    "- [Storybook](index.html): every component in every state, light and dark, English and German",
    "",
  ].join("\n");
  await writeFile(join(outputDir, "llms.txt"), llms);
  return pages;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const outputDir = resolve(process.argv[2] ?? "storybook-static");
  if (!existsSync(join(outputDir, "index.json"))) throw new Error(`No Storybook build in ${outputDir}`);
  const pages = await writeLlmsFiles(outputDir);
  console.log(`llms.txt and ${pages.length} markdown pages in ${relative(process.cwd(), outputDir) || "."}`);
}
