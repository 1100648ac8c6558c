// The ai components' strings, English and German. Keys start with "ai."; the catalogue in
// ../i18n joins every family's. `{name}` marks a value filled in at run time.
export const aiEn = {} satisfies Record<`ai.${string}`, string>;

export const aiDe: Record<keyof typeof aiEn, string> = {};
