// The admin components' strings, English and German. Keys start with "admin."; the catalogue in
// ../i18n joins every family's. `{name}` marks a value filled in at run time.
export const adminEn = {} satisfies Record<`admin.${string}`, string>;

export const adminDe: Record<keyof typeof adminEn, string> = {};
