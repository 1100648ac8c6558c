/**
 * `value` when it is a path of this app ("/albums/abc?sort=name"), else `undefined`: what may
 * follow sign-in as `next`, which anyone can write into a link. `value` is decoded once already
 * (as `URLSearchParams` gives it) and is not decoded again. Refused: anything not starting with
 * one "/", "//" (another host), a backslash (browsers read it as "/", so "/\evil.example" is
 * "//evil.example"), and control characters (browsers drop tabs and line breaks, so "/\t/evil" is
 * "//evil"); and, to be sure, anything a browser would resolve to another origin.
 *
 * @example
 * sameOriginPath("/albums?sort=name"); // "/albums?sort=name"
 * sameOriginPath("/\\evil.example"); // undefined
 */
export function sameOriginPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return undefined;
  if ([...value].some(isRefusedCharacter)) return undefined;
  const base = "https://gallery.invalid";
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return undefined;
  }
  return resolved.origin === base ? value : undefined;
}

/** A backslash, or a control character (C0 or DEL), which browsers drop or read as "/". */
function isRefusedCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return character === "\\" || code < 0x20 || code === 0x7f;
}
