// The strings of the data components' table part, English and German. Keys start with "data.table."
// (RecordView's with "data.view." live with the form's). `{name}` marks a value filled in at run time.
export const tableEn = {} satisfies Record<`data.${string}`, string>;

export const tableDe: Record<keyof typeof tableEn, string> = {};
