// The auth components' strings, English and German. Keys start with "auth."; the catalogue in
// ../i18n joins every family's. `{name}` marks a value filled in at run time.
export const authEn = {} satisfies Record<`auth.${string}`, string>;

export const authDe: Record<keyof typeof authEn, string> = {};
