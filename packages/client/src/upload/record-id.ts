const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const RANDOM_LENGTH = 10;
const OWNER_MARK_LENGTH = 5;

/**
 * A new record id in PocketBase's default format (15 characters, a–z and 0–9). Chosen by the
 * client, it makes a create safe to retry: a second attempt cannot make a second record.
 *
 * With `owner` (the signed-in user's id), the id is bound to that user: 10 random characters,
 * then 5 that follow from them and the owner (`ownerMark`). A server can then refuse, on create,
 * every id not bound to the caller, without looking at which ids exist. Were ids free to choose, a
 * create with someone else's record id would be refused (the id is taken) where a create with a
 * free id succeeds, which tells the caller that the record exists; a caller can only collide with
 * ids bound to them, which are their own records. Pocketkit Gallery's
 * `pb_hooks/record_ids.pb.js` is such a check.
 *
 * @example
 * newRecordId(); // "k3x9q0m2v7c1z8a"
 * newRecordId(pb.authStore.record?.id); // bound to the signed-in user
 */
export function newRecordId(owner?: string): string {
  if (owner === undefined || owner === "") return randomCharacters(15);
  const random = randomCharacters(RANDOM_LENGTH);
  return random + ownerMark(owner, random);
}

/**
 * The last 5 characters of an id bound to `owner` whose first 10 are `random`: FNV-1a (32 bits)
 * of `owner + ":" + random`, in base 36. No secret is involved and none is needed: a server checks
 * an id against the caller's own id, so an id made for someone else gains nothing; what counts is
 * that another user's ids pass the check only by a 1-in-36⁵ chance.
 */
export function ownerMark(owner: string, random: string): string {
  const input = `${owner}:${random}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < input.length; index++) {
    hash ^= input.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 36 ** OWNER_MARK_LENGTH).toString(36).padStart(OWNER_MARK_LENGTH, "0");
}

function randomCharacters(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = "";
  // 252 is the largest multiple of 36 below 256: rejecting bytes above keeps the letters uniform.
  for (let index = 0; id.length < length; index++) {
    if (index === bytes.length) {
      crypto.getRandomValues(bytes);
      index = 0;
    }
    const byte = bytes[index]!;
    if (byte < 252) id += ALPHABET[byte % 36];
  }
  return id;
}
