const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A new record id in PocketBase's default format (15 characters, a–z and 0–9). Chosen by the
 * client, it makes a create safe to retry: a second attempt cannot make a second record.
 */
export function newRecordId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  let id = "";
  // 252 is the largest multiple of 36 below 256: rejecting bytes above keeps the letters uniform.
  for (let index = 0; id.length < 15; index++) {
    if (index === bytes.length) {
      crypto.getRandomValues(bytes);
      index = 0;
    }
    const byte = bytes[index]!;
    if (byte < 252) id += ALPHABET[byte % 36];
  }
  return id;
}
