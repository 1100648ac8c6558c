// The media components' strings, English and German. Keys start with "media."; the catalogue in
// ../i18n joins every family's. `{name}` marks a value filled in at run time.
export const mediaEn = {} satisfies Record<`media.${string}`, string>;

export const mediaDe: Record<keyof typeof mediaEn, string> = {};
