/**
 * The SHA-256 of a file's bytes, lower-case hex, as `sha256sum` writes it; `undefined` where the
 * page has no `crypto.subtle` (a page served over plain http from another machine).
 */
export async function contentHash(file: Blob): Promise<string | undefined> {
  if (typeof crypto === "undefined" || !crypto.subtle) return undefined;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await file.arrayBuffer()));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
