/** What the alt text job makes of the model's answer. */
export type AltTextAnswer = { alt: string } | { unsure: true };

/** The longest alt text the Gallery keeps (images.alt), in characters as PocketBase counts them. */
export const MAX_ALT_LENGTH = 250;

/**
 * The model's answer as alt text, or `unsure` when it said it could not tell (the job asks it to
 * answer `UNSURE`; an empty answer means the same): then the field stays empty for a person.
 * Models wrap answers in quotes or a label and run past the length they were given, so the text
 * is unwrapped, put on one line, and shortened to the last whole sentence that fits (else the
 * last whole word, with an ellipsis).
 *
 * @example readAltTextAnswer('"Fishing boats in a calm harbour."') // { alt: "Fishing boats in a calm harbour." }
 * @example readAltTextAnswer("UNSURE") // { unsure: true }
 */
export function readAltTextAnswer(answer: string, maxLength = MAX_ALT_LENGTH): AltTextAnswer {
  const text = answer
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^alt(?:ernative)? text:\s*/i, "")
    .replace(/^["'“”‘’`]+|["'“”‘’`]+$/g, "")
    .trim();
  if (text === "" || /\bUNSURE\b/.test(text) || /^unsure\b/i.test(text)) return { unsure: true };
  return { alt: shorten(text, maxLength) };
}

function shorten(text: string, maxLength: number): string {
  // Code points, as PocketBase counts a text field's length: an emoji is one.
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  const head = characters.slice(0, maxLength).join("");
  const sentenceEnd = Math.max(head.lastIndexOf(". "), head.lastIndexOf("! "), head.lastIndexOf("? "));
  if (sentenceEnd >= maxLength / 2) return head.slice(0, sentenceEnd + 1);
  const wordEnd = Array.from(head)
    .slice(0, maxLength - 1)
    .join("")
    .lastIndexOf(" ");
  const cut =
    wordEnd > 0
      ? head.slice(0, wordEnd)
      : Array.from(head)
          .slice(0, maxLength - 1)
          .join("");
  return `${cut.replace(/[\s,;:.-]+$/, "")}…`;
}
