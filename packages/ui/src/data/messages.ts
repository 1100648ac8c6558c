// The data components' strings: the table's, the form's and RecordView's, joined.
import { formDe, formEn, viewDe, viewEn } from "./record-form/form-messages";
import { tableDe, tableEn } from "./record-table/table-messages";

/** What the table and the form show. */
export const tableAndFormEn = { ...tableEn, ...formEn };

// Pure, so that an app without RecordView carries none of its strings.
export const dataEn = /* @__PURE__ */ Object.assign({}, tableAndFormEn, viewEn);

// Marked pure so that an app that never imports `de` drops the German strings (a spread in a
// module-level object counts as a possible side effect to bundlers; this call does not).
export const dataDe: Record<keyof typeof dataEn, string> = /* @__PURE__ */ Object.assign(
  {},
  tableDe,
  formDe,
  viewDe,
);
