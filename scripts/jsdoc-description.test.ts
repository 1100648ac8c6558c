import { describe, expect, test } from "vitest";

import { jsdocToMarkdown } from "../.storybook/jsdoc-description";

describe("jsdocToMarkdown (the Docs tab's component descriptions)", () => {
  test("an @example block becomes fenced TSX, its common indent removed", () => {
    const description = [
      "An AI suggestion for one field.",
      "",
      "@example",
      '<CompletionPanel kind="alt" input={{ imageId: image.id }} showInstructions',
      "  onAccept={(alt) => update.mutate({ id: image.id, data: { alt } })} />",
    ].join("\n");
    expect(jsdocToMarkdown(description)).toBe(
      [
        "An AI suggestion for one field.",
        "",
        "```tsx",
        '<CompletionPanel kind="alt" input={{ imageId: image.id }} showInstructions',
        "  onAccept={(alt) => update.mutate({ id: image.id, data: { alt } })} />",
        "```",
      ].join("\n"),
    );
  });

  test("a one-line @example, and the tags after it, each in their own block", () => {
    expect(jsdocToMarkdown("Keeps the queue.\n@example persist: createPersister(key)\n@default none")).toBe(
      "Keeps the queue.\n\n```tsx\npersist: createPersister(key)\n```\n\nDefault: `none`",
    );
  });

  test("two examples, @throws and @deprecated; prose without tags is left alone", () => {
    const markdown = jsdocToMarkdown(
      "Text.\n@example\na()\n@example\nb()\n@throws Error when x\n@deprecated use y",
    );
    expect(markdown).toBe(
      "Text.\n\n```tsx\na()\n```\n\n```tsx\nb()\n```\n\n**Throws** Error when x\n\n**Deprecated.** use y",
    );
    expect(jsdocToMarkdown("Plain *markdown* text.\n\nTwo paragraphs.")).toBe(
      "Plain *markdown* text.\n\nTwo paragraphs.",
    );
    expect(markdown).not.toContain("@example");
  });

  test("a tag after text on the same line starts its own; an email address is no tag", () => {
    expect(jsdocToMarkdown("What the model is asked. @default a sentence for `kind`")).toBe(
      "What the model is asked.\n\nDefault: a sentence for `kind`",
    );
    expect(jsdocToMarkdown("Mail ada@example.com.")).toBe("Mail ada@example.com.");
  });
});
