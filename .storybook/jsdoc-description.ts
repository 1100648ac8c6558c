import { extractComponentDescription as docgenDescription } from "storybook/internal/docs-tools";
import type { ArgTypesEnhancer } from "storybook/internal/types";

// The Docs tab renders a component's JSDoc as markdown, tags and all: an `@example` block came out
// as the word "@example" followed by code run together as prose. This turns the JSDoc tags that
// the kit writes into markdown before the Docs tab renders them. Imported by preview.tsx only.

const FENCE = "```";

/**
 * A JSDoc description as markdown: each `@example` block becomes fenced TSX (a one-line
 * `@example code` too), `@default x` becomes "Default: `x`" (words stay words), `@throws` and `@deprecated` become
 * labelled paragraphs, and a `@see` line a link line. Text before the first tag is left as it is.
 */
export function jsdocToMarkdown(description: string): string {
  // A tag after text on the same line ("What is asked. @default a sentence") starts its own line.
  const lines = description
    .replace(/\r\n/g, "\n")
    .replace(/([^\s])[ \t]+@(default|example|throws|deprecated|see)\b/g, "$1\n@$2")
    .split("\n");
  const out: string[] = [];
  let example: string[] | undefined;

  const closeExample = () => {
    if (!example) return;
    while (example.length > 0 && example.at(-1)!.trim() === "") example.pop();
    const indent = Math.min(
      ...example.filter((line) => line.trim() !== "").map((line) => line.match(/^ */)![0].length),
    );
    out.push(
      "",
      `${FENCE}tsx`,
      ...example.map((line) => line.slice(Number.isFinite(indent) ? indent : 0)),
      FENCE,
      "",
    );
    example = undefined;
  };

  for (const line of lines) {
    const tag = /^\s*@(\w+)\s?(.*)$/.exec(line);
    if (tag) {
      closeExample();
      const [, name, rest = ""] = tag;
      switch (name) {
        case "example":
          example = rest.trim() ? [rest.trim()] : [];
          break;
        case "default": {
          // A value as code ("50", "\"users\""); words as they are ("the collection's only file field").
          const value = rest.trim();
          const prose = value.includes("`") || (/\s/.test(value) && !/^["'[{(]/.test(value));
          out.push("", prose ? `Default: ${value}` : `Default: \`${value}\``);
          break;
        }
        case "throws":
          out.push("", `**Throws** ${rest.trim()}`);
          break;
        case "deprecated":
          out.push("", `**Deprecated.** ${rest.trim()}`);
          break;
        case "see":
          out.push("", `See ${rest.trim()}`);
          break;
        default:
          // A tag the kit does not write: keep it, as code, so it cannot start a heading or list.
          out.push("", `\`@${name}\` ${rest.trim()}`);
      }
      continue;
    }
    if (example) example.push(line);
    else out.push(line);
  }
  closeExample();
  return out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** `parameters.docs.extractComponentDescription`: react-docgen's description, its JSDoc tags as markdown. */
export function extractComponentDescription(component: unknown): string {
  const description = docgenDescription(component as never);
  return description ? jsdocToMarkdown(description) : "";
}

/** `argTypesEnhancers` entry: each prop's description in the props table, its JSDoc tags as markdown. */
export const jsdocArgTypes: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => [
      name,
      typeof argType.description === "string" && argType.description.includes("@")
        ? { ...argType, description: jsdocToMarkdown(argType.description) }
        : argType,
    ]),
  );
