// The client's token cache hands out a new token once the old one has less than 20 s to live
// (createFileTokenCache's default): asking again just after that point keeps every URL valid.
const RENEW_BEFORE_EXPIRY_MS = 19_000;

/** How long something that runs out at `expiresAt` (ms since the epoch) stays fresh; `Infinity` when it never does. */
export function freshFor(expiresAt: number | undefined): number {
  return expiresAt ? Math.max(0, expiresAt - RENEW_BEFORE_EXPIRY_MS - Date.now()) : Infinity;
}

/** When to ask again for something that runs out at `expiresAt`; `false` when it never does. */
export function renewIn(expiresAt: number | undefined): number | false {
  return expiresAt ? Math.max(1_000, expiresAt - RENEW_BEFORE_EXPIRY_MS - Date.now()) : false;
}
