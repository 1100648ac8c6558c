import { http, HttpResponse, type HttpHandler } from "msw/http";
import type { RecordModel } from "pocketbase";

import { newRecordId } from "../upload/record-id";
import { createMailHandlers } from "./auth-mail-handlers";
import {
  emailProblem,
  INVALID_DATA,
  readToken,
  required,
  signToken,
  valuesMismatch,
  type MockAuthContext,
  type MockMail,
  type Problems,
} from "./auth-support";

export interface MockAuthOptions {
  /** OAuth2 providers that `auth-methods` lists. */
  oauth2Providers: string[];
  /** OTP sign-in is on. */
  otp: boolean;
  /** MFA is on: one method alone answers 401 with an `mfaId`, a second one completes it. */
  mfa: boolean;
}

const displayNames: Record<string, string> = {
  apple: "Apple",
  discord: "Discord",
  facebook: "Facebook",
  github: "GitHub",
  gitlab: "GitLab",
  google: "Google",
  microsoft: "Microsoft",
};

/**
 * The auth endpoints of the mock, answering as PocketBase v0.39 does (checked by the shared
 * scenario in pocketbase-mock.integration.test.ts): methods, password, OTP and MFA sign-in,
 * refresh, and the flows that go through a mailbox, whose mails land in `mails()`.
 */
export function createAuthHandlers(context: MockAuthContext, options: MockAuthOptions) {
  const { api, users, passwords, error, withoutSecrets, readFields } = context;
  const mails: MockMail[] = [];
  const otps = new Map<string, { userId: string; code: string }>();
  const mfas = new Map<string, { userId: string; method: string }>();

  const invalid = (problems: Problems) => error(400, INVALID_DATA, problems);
  const byEmail = (email: string) => users().find((user) => user.email === email);
  const byId = (id: unknown) => users().find((user) => user.id === id);

  function signedIn(user: RecordModel) {
    return HttpResponse.json({
      record: withoutSecrets(user),
      token: signToken(user, { refreshable: true, type: "auth" }),
    });
  }

  /** The second step of MFA, or the first one's 401; `undefined` when the sign-in is complete. */
  function multiFactor(user: RecordModel, method: string, mfaId: unknown): Response | undefined {
    if (!options.mfa) return undefined;
    if (!mfaId) {
      const id = newRecordId();
      mfas.set(id, { userId: user.id, method });
      return HttpResponse.json({ mfaId: id }, { status: 401 });
    }
    const first = mfas.get(String(mfaId));
    if (!first || first.userId !== user.id || first.method === method)
      return error(400, "Invalid or expired MFA session.");
    mfas.delete(String(mfaId));
    return undefined;
  }

  const mail = createMailHandlers(context, mails, userOf);

  const handlers: HttpHandler[] = [
    http.get(api("/collections/:collection/auth-methods"), () => {
      const providers = options.oauth2Providers.map((name) => {
        const state = newRecordId();
        const authURL = `https://example.invalid/${name}/authorize?client_id=mock&code_challenge=mock&code_challenge_method=S256&response_type=code&state=${state}&redirect_uri=`;
        return {
          name,
          displayName: displayNames[name] ?? name,
          logo: "",
          state,
          authURL,
          authUrl: authURL,
          codeVerifier: "mock-code-verifier",
          codeChallenge: "mock",
          codeChallengeMethod: "S256",
        };
      });
      // Only what the SDK asks for (`?fields=mfa,otp,password,oauth2`), not the pre-0.23 fields.
      return HttpResponse.json({
        password: { identityFields: ["email"], enabled: true },
        oauth2: { providers, enabled: providers.length > 0 },
        mfa: { enabled: options.mfa, duration: options.mfa ? 600 : 0 },
        otp: { enabled: options.otp, duration: options.otp ? 180 : 0 },
      });
    }),

    http.post(api("/collections/:collection/auth-with-password"), async ({ request }) => {
      const fields = await readFields(request);
      const identity = typeof fields.identity === "string" ? fields.identity : "";
      const password = typeof fields.password === "string" ? fields.password : "";
      if (!identity || !password)
        return invalid({
          ...(identity ? {} : { identity: required }),
          ...(password ? {} : { password: required }),
        });
      const user = byEmail(identity);
      if (!user || passwords.get(identity) !== password) return error(400, "Failed to authenticate.");
      return multiFactor(user, "password", mfaIdOf(request, fields)) ?? signedIn(user);
    }),

    http.post(api("/collections/:collection/auth-refresh"), ({ request }) => {
      const user = userOf(request);
      if (!user) return error(401, "The request requires valid record authorization token.");
      return signedIn(user);
    }),

    http.post(api("/collections/:collection/request-otp"), async ({ request }) => {
      if (!options.otp) return error(403, "The collection is not configured to allow OTP authentication.");
      const { email } = await readFields(request);
      const problem = emailProblem(email);
      if (problem) return invalid(problem);
      const otpId = newRecordId();
      const user = byEmail(String(email));
      // Unknown addresses get an otpId too, so that nobody can probe which emails have accounts.
      if (user) {
        const code = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
        otps.set(otpId, { userId: user.id, code });
        mails.push({ to: user.email as string, kind: "otp", code });
      }
      return HttpResponse.json({ otpId });
    }),

    http.post(api("/collections/:collection/auth-with-otp"), async ({ request }) => {
      const fields = await readFields(request);
      const { otpId, password } = fields;
      if (!otpId || !password)
        return invalid({
          ...(otpId ? {} : { otpId: required }),
          ...(password ? {} : { password: required }),
        });
      const otp = otps.get(String(otpId));
      const user = otp && otp.code === password ? byId(otp.userId) : undefined;
      if (!user) return error(400, "Invalid or expired OTP.");
      otps.delete(String(otpId));
      return multiFactor(user, "otp", mfaIdOf(request, fields)) ?? signedIn(user);
    }),
  ];

  function userOf(request: Request): RecordModel | undefined {
    const raw = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "");
    const claims = raw ? readToken(raw) : undefined;
    return claims?.type === "auth" ? byId(claims.id) : undefined;
  }

  /**
   * PocketBase's checks of a new user's password and email, in its order: the passwords first
   * and alone, then the fields, then uniqueness.
   */
  function checkNewUser(fields: Record<string, unknown>): Problems | undefined {
    const confirm: Problems = {};
    if (!fields.password) confirm.password = required;
    if (!fields.passwordConfirm) confirm.passwordConfirm = required;
    else if (fields.password && fields.passwordConfirm !== fields.password)
      confirm.passwordConfirm = valuesMismatch;
    if (Object.keys(confirm).length > 0) return confirm;
    const problems: Problems = { ...emailProblem(fields.email) };
    if (String(fields.password).length < 8)
      problems.password = {
        code: "validation_min_text_constraint",
        message: "Must be at least 8 character(s).",
      };
    if (Object.keys(problems).length > 0) return problems;
    if (byEmail(String(fields.email)))
      return { email: { code: "validation_not_unique", message: "Value must be unique." } };
    return undefined;
  }

  return {
    handlers: [...handlers, ...mail.handlers],
    checkNewUser,
    mails: () => [...mails],
    reset() {
      mails.length = 0;
      otps.clear();
      mfas.clear();
      mail.reset();
    },
  };
}

// The SDK sends an `mfaId` given in the options as a query parameter; PocketBase takes either.
function mfaIdOf(request: Request, fields: Record<string, unknown>): unknown {
  return fields.mfaId ?? new URL(request.url).searchParams.get("mfaId");
}
