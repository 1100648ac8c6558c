// The data components' strings: the table's and the form's (with RecordView's), joined.
import { formDe, formEn } from "./form-messages";
import { tableDe, tableEn } from "./table-messages";

export const dataEn = { ...tableEn, ...formEn };

// Marked pure so that an app that never imports `de` drops the German strings (a spread in a
// module-level object counts as a possible side effect to bundlers; this call does not).
export const dataDe: Record<keyof typeof dataEn, string> = /* @__PURE__ */ Object.assign({}, tableDe, formDe);
