// The inputs components' strings, English and German. Keys start with "inputs."; the catalogue in
// ../i18n joins every family's. `{name}` marks a value filled in at run time.
export const inputsEn = {} satisfies Record<`inputs.${string}`, string>;

export const inputsDe: Record<keyof typeof inputsEn, string> = {};
