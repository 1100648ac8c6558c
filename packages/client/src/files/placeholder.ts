import { thumbHashToDataURL } from "thumbhash";

/**
 * The picture a ThumbHash (as base64, the way `createPhotoPreparer` stores it on the record)
 * stands for, as a small PNG data URL to show, blurred by the browser's scaling, until the real
 * image arrives. `undefined` for an empty or malformed value, so a bad field never breaks a tile.
 *
 * @example
 * <img src={url} style={{ backgroundImage: `url(${placeholderDataUrl(photo.placeholder)})` }} />
 */
export function placeholderDataUrl(thumbHash: string | null | undefined): string | undefined {
  if (!thumbHash) return undefined;
  try {
    const bytes = Uint8Array.from(atob(thumbHash), (character) => character.charCodeAt(0));
    // A ThumbHash is at least 5 bytes (its header); shorter input would be read past its end.
    if (bytes.length < 5 || bytes.length > 64) return undefined;
    return thumbHashToDataURL(bytes);
  } catch {
    return undefined;
  }
}
