// What the validator loads only when a collection needs it (DESIGN §11: bytes are won by
// loading less): Go's date and URL parsers for date and url fields, and the RE2 engine for
// patterns beyond the plain core (go-regexp.ts). Until they arrive, `validate` leaves those
// checks out; `validateAsync` and `RecordValidator.ready` wait for them.
import type * as GoParsersModule from "./go-parsers";

type GoParsers = typeof GoParsersModule;

let parsers: GoParsers | undefined;
let loading: Promise<GoParsers> | undefined;

/** Loads Go's date and URL parsers (once). */
export function loadGoParsers(): Promise<GoParsers> {
  loading ??= import("./go-parsers").then((module) => (parsers = module));
  return loading;
}

/** The parsers when loaded; `undefined` before (and loading starts). */
export function goParsers(): GoParsers | undefined {
  if (!parsers) void loadGoParsers().catch(() => undefined);
  return parsers;
}
