// Go's date and URL parsing as date and url fields need it, in a chunk of its own: a collection
// without such fields never loads it (see lazy-parsers.ts).
export { compareGoTimes, formatGoTime, parseGoDate } from "./go-time";
export { isUrl, urlHost } from "./url-check";
