export interface HtmlToTextOptions {
  /** Everything on one line, whitespace collapsed (a table cell); otherwise blocks end lines. @default false */
  oneLine?: boolean;
  /** Cuts the text to this many characters. @default no limit */
  maxLength?: number;
}

// Where a line ends in a record's view, and what parts words on a table cell's one line.
const LINE_ENDS = /<(br|\/p|\/div|\/li|\/h[1-6]|\/blockquote|\/pre)\b[^>]*>/gi;
const WORD_BREAKS =
  /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|pre|section|article|figure|hr)\b[^>]*>/gi;
const HIDDEN = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The words of an editor field's HTML: scripts, styles and tags dropped, entities decoded. The
 * result is only ever rendered as text, so a tag this misses shows as text; it never becomes
 * markup. A browser's `DOMParser` reads it (an inert document: nothing in it loads or runs, and
 * every entity is known); elsewhere, on a server, a small decoder does.
 *
 * @example
 * htmlToText("<p>Fish &amp; chips</p><p>Peas</p>") // "Fish & chips\nPeas"
 * htmlToText("<p>Fish &amp; chips</p><p>Peas</p>", { oneLine: true }) // "Fish & chips Peas"
 */
export function htmlToText(html: string, { oneLine = false, maxLength }: HtmlToTextOptions = {}): string {
  if (!html) return "";
  const marked = oneLine
    ? html.replace(HIDDEN, " ").replace(WORD_BREAKS, " ")
    : html.replace(HIDDEN, "").replace(LINE_ENDS, "$&\n");
  const text = oneLine ? textOf(marked).replace(/\s+/g, " ").trim() : textOf(marked).trim();
  return maxLength === undefined ? text : text.slice(0, maxLength);
}

function textOf(html: string): string {
  if (typeof DOMParser !== "undefined") {
    const body = new DOMParser().parseFromString(html, "text/html").body;
    for (const hidden of body.querySelectorAll("script, style, template")) hidden.remove();
    return body.textContent ?? "";
  }
  return html.replace(/<[^>]*>/g, "").replace(/&(#x?[0-9a-f]+|\w+);/gi, (match, entity: string) => {
    if (entity[0] !== "#") return ENTITIES[entity.toLowerCase()] ?? match;
    const code =
      entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
  });
}
