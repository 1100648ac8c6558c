// The strings of the data components' form part, English and German. Keys start with "data.form."
// (RecordView's with "data.view." live with the form's). `{name}` marks a value filled in at run time.
export const formEn = {} satisfies Record<`data.${string}`, string>;

export const formDe: Record<keyof typeof formEn, string> = {};
