import type { RecordModel } from "pocketbase";

import { newRecordId } from "../upload/record-id";
import { pocketBaseDate } from "./admin-mock-logs";
import type { MockUser } from "./pocketbase-mock";

// Superusers of the admin mock and their tokens. As in PocketBase, a token is only good while
// its superuser exists with the same token key: a restore that brings back an older password
// (another key) or no such superuser makes the session fail its refresh.

/** The `_superusers` collection's id, the same in every PocketBase. */
export const SUPERUSERS_ID = "pbc_3142635823";

export interface StoredSuperuser {
  id: string;
  email: string;
  password: string;
  tokenKey: string;
  created: string;
  updated: string;
}

interface TokenPayload {
  id?: string;
  collectionId?: string;
  type?: string;
  exp?: number;
  /** The mock's stand-in for the token key PocketBase signs with. */
  mockKey?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const encode = (object: object) =>
  btoa(JSON.stringify(object)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

function payloadOf(token: string | null | undefined): TokenPayload | undefined {
  const raw = token?.replace(/^Bearer\s+/i, "");
  if (!raw) return undefined;
  try {
    return JSON.parse(atob(raw.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as TokenPayload;
  } catch {
    return undefined;
  }
}

export function createAdminMockAuth() {
  function jwt(superuser: StoredSuperuser, type: "auth" | "file", seconds: number): string {
    const payload = {
      collectionId: SUPERUSERS_ID,
      exp: Math.floor(Date.now() / 1000) + seconds,
      id: superuser.id,
      ...(type === "auth" ? { refreshable: true } : {}),
      type,
      mockKey: superuser.tokenKey,
    };
    return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.mock-signature`;
  }

  /** The superuser a token belongs to; `"other"` for a valid token of another collection. */
  function verify(
    token: string | null | undefined,
    superusers: StoredSuperuser[],
    type = "auth",
  ): StoredSuperuser | "other" | undefined {
    const payload = payloadOf(token);
    if (!payload || payload.type !== type || (payload.exp ?? 0) * 1000 < Date.now()) return undefined;
    if (payload.collectionId !== SUPERUSERS_ID) return "other";
    const found = superusers.find((superuser) => superuser.id === payload.id);
    // Tokens made elsewhere (a story's own) carry no key: their superuser existing is enough.
    if (!found || (payload.mockKey !== undefined && payload.mockKey !== found.tokenKey)) return undefined;
    return found;
  }

  return {
    /** A new superuser; one of `existing` with the same email keeps its id (and key, for the same password). */
    newSuperuser(user: MockUser, existing: StoredSuperuser[] = []): StoredSuperuser {
      const now = pocketBaseDate(Date.now());
      const same = existing.find((candidate) => candidate.email === user.email);
      return {
        id: same?.id ?? newRecordId(),
        email: user.email,
        password: user.password,
        tokenKey: same && same.password === user.password ? same.tokenKey : newRecordId(),
        created: same?.created ?? now,
        updated: now,
      };
    },
    record(superuser: StoredSuperuser): RecordModel {
      return {
        collectionId: SUPERUSERS_ID,
        collectionName: "_superusers",
        created: superuser.created,
        email: superuser.email,
        emailVisibility: false,
        id: superuser.id,
        updated: superuser.updated,
        verified: true,
      };
    },
    token: (superuser: StoredSuperuser) => jwt(superuser, "auth", 1_209_600),
    fileToken: (superuser: StoredSuperuser) => jwt(superuser, "file", 180),
    verify,
    verifyFileToken(token: string | null, superusers: StoredSuperuser[]): boolean {
      const found = verify(token, superusers, "file");
      return found !== undefined && found !== "other";
    },
    /** PocketBase's refusals of a new superuser: a confirmation that differs is checked first, alone. */
    checkNewSuperuser(body: Record<string, unknown>, existing: StoredSuperuser[]) {
      const email = String(body.email ?? "");
      const password = String(body.password ?? "");
      if (String(body.passwordConfirm ?? "") !== password)
        return { passwordConfirm: { code: "validation_values_mismatch", message: "Values don't match." } };
      const problems: Record<string, { code: string; message: string; params?: Record<string, unknown> }> =
        {};
      if (!email) problems.email = { code: "validation_required", message: "Cannot be blank." };
      else if (!EMAIL.test(email))
        problems.email = { code: "validation_is_email", message: "Must be a valid email address." };
      else if (existing.some((superuser) => superuser.email === email))
        problems.email = { code: "validation_not_unique", message: "Value must be unique." };
      if (!password) problems.password = { code: "validation_required", message: "Cannot be blank." };
      else if (password.length < 8)
        problems.password = {
          code: "validation_min_text_constraint",
          message: "Must be at least 8 character(s).",
          params: { min: 8 },
        };
      return Object.keys(problems).length > 0 ? problems : undefined;
    },
  };
}
