// The data components' strings: the table's and the form's (with RecordView's), joined.
import { formDe, formEn } from "./form-messages";
import { tableDe, tableEn } from "./table-messages";

export const dataEn = { ...tableEn, ...formEn };

export const dataDe: Record<keyof typeof dataEn, string> = { ...tableDe, ...formDe };
