// The feedback components' strings, English and German. Keys start with "feedback."; the catalogue in
// ../i18n joins every family's. `{name}` marks a value filled in at run time.
export const feedbackEn = {} satisfies Record<`feedback.${string}`, string>;

export const feedbackDe: Record<keyof typeof feedbackEn, string> = {};
