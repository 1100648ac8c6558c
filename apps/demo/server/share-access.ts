import {
  createHmac,
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from "node:crypto";

// A share link's password and the proof that a recipient has typed it, kept by nobody but
// PocketBase: the hash is the link's `password_hash`, and the proof is a token signed with a key
// derived from that hash and a secret every Gallery server derives alike from its superuser's
// credentials. Any server can check any other's token; none keeps a session. Changing the
// superuser's password, or the link's hash, ends every token made before.

// scrypt with N = 2^15, r = 8, p = 1: 32 MiB and some 60 ms of one core per password, what
// OWASP's cheat sheet lists for scrypt at its lowest memory. PocketBase's own bcrypt (its
// `password` field) can be neither read nor checked from outside PocketBase, and its JS hooks have
// no key-derivation function, so the Gallery server hashes.
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
// Costs a stored hash may name (the migration's pattern admits the same): a link's owner can write
// the field directly, and must not make the server spend a gigabyte on one guess.
const ACCEPTED_COSTS = new Set([2 ** 14, 2 ** 15, 2 ** 16, 2 ** 17]);
const HASH_FORMAT = /^scrypt\$(\d+)\$8\$1\$([A-Za-z0-9_-]{22})\$([A-Za-z0-9_-]{43})$/;

function scrypt(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    // Node's default ceiling (32 MiB) is just below what N = 2^15 needs.
    maxmem: 256 * cost * BLOCK_SIZE,
  };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFC"), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key` (base64url) of a new password, as `password_hash` stores it. */
export async function hashSharePassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, COST);
  return `scrypt$${COST}$${BLOCK_SIZE}$${PARALLELISM}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/**
 * Whether `password` is the one `hash` was made from. The keys are compared in constant time; a
 * hash this server would not have written is matched by no password.
 */
export async function verifySharePassword(password: string, hash: string): Promise<boolean> {
  const match = HASH_FORMAT.exec(hash);
  if (!match || !ACCEPTED_COSTS.has(Number(match[1]))) return false;
  const expected = Buffer.from(match[3]!, "base64url");
  const key = await scrypt(password, Buffer.from(match[2]!, "base64url"), Number(match[1]));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** What an access token is for: one link, with the hash it was unlocked against. */
export interface ShareAccessSubject {
  linkId: string;
  passwordHash: string;
}

interface AccessPayload {
  /** The link's record id. */
  l: string;
  /** Expiry, in seconds since the epoch. */
  e: number;
}

/**
 * Signs and checks access tokens, `payload.signature` in base64url. The signing key is an HMAC of
 * the link (id and password hash) under `secret`, so a token opens one link, and only while its
 * password is the one it was unlocked with.
 */
export function createShareAccess(superuser: { email: string; password: string }) {
  const secret = createHmac("sha256", superuser.password)
    .update(`pocketkit gallery share access\0${superuser.email}`)
    .digest();
  const keyOf = (subject: ShareAccessSubject) =>
    createHmac("sha256", secret).update(`${subject.linkId}\0${subject.passwordHash}`).digest();

  return {
    /** A token for `subject` that expires at `expires`. */
    sign(subject: ShareAccessSubject, expires: Date): string {
      const payload: AccessPayload = { l: subject.linkId, e: Math.floor(expires.getTime() / 1000) };
      const encoded = Buffer.from(JSON.stringify(payload)).toString("base64url");
      const signature = createHmac("sha256", keyOf(subject)).update(encoded).digest("base64url");
      return `${encoded}.${signature}`;
    },
    /** Whether `token` was signed for `subject` and has not expired. */
    verify(token: string | undefined, subject: ShareAccessSubject, now = new Date()): boolean {
      const [encoded, signature, ...rest] = (token ?? "").split(".");
      if (!encoded || !signature || rest.length > 0) return false;
      const expected = createHmac("sha256", keyOf(subject)).update(encoded).digest();
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      try {
        const payload = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as AccessPayload;
        return payload.l === subject.linkId && payload.e * 1000 > now.getTime();
      } catch {
        return false;
      }
    },
  };
}

export type ShareAccess = ReturnType<typeof createShareAccess>;
