import { http, type HttpHandler } from "msw/http";
import type { RecordModel } from "pocketbase";

import {
  emailProblem,
  INVALID_DATA,
  invalidToken,
  noContent,
  readToken,
  required,
  signToken,
  timestamp,
  valuesMismatch,
  wrongPassword,
  type MockAuthContext,
  type MockMail,
  type Problems,
} from "./auth-support";

/**
 * The flows that go through a mailbox — password reset, verification, email change — answering
 * as PocketBase v0.39 does. Mails go to existing users only and land in `mails` for stories to
 * read; tokens are good while the address they were made for is the user's.
 */
export function createMailHandlers(
  context: MockAuthContext,
  mails: MockMail[],
  userOf: (request: Request) => RecordModel | undefined,
) {
  const { api, users, passwords, error, readFields } = context;
  const spentTokens = new Set<string>();
  const invalid = (problems: Problems) => error(400, INVALID_DATA, problems);
  const byEmail = (email: string) => users().find((user) => user.email === email);

  function tokenUser(token: string, type: string): RecordModel | undefined {
    const claims = readToken(token);
    if (!claims || claims.type !== type || spentTokens.has(token)) return undefined;
    const user = users().find((candidate) => candidate.id === claims.id);
    return user && user.email === claims.email ? user : undefined;
  }

  /** Sends the mail with a link when the address has an account (and `when` holds). */
  async function requestLink(request: Request, kind: MockMail["kind"], type: string, when = true) {
    const { email } = await readFields(request);
    const problem = emailProblem(email);
    if (problem) return invalid(problem);
    const user = byEmail(String(email));
    if (user && when && (kind !== "verification" || !user.verified))
      mails.push({ to: String(email), kind, token: signToken(user, { email, type }) });
    return noContent();
  }

  const handlers: HttpHandler[] = [
    http.post(api("/collections/:collection/request-password-reset"), ({ request }) =>
      requestLink(request, "password-reset", "passwordReset"),
    ),

    http.post(api("/collections/:collection/confirm-password-reset"), async ({ request }) => {
      const fields = await readFields(request);
      const token = typeof fields.token === "string" ? fields.token : "";
      const user = token ? tokenUser(token, "passwordReset") : undefined;
      const problems = newPasswordProblems(fields);
      if (!token) problems.token = required;
      else if (!user) problems.token = invalidToken;
      if (!user || Object.keys(problems).length > 0) return invalid(problems);
      passwords.set(user.email as string, String(fields.password));
      // The mail reached its owner, so the address is proven too.
      Object.assign(user, { verified: true, updated: timestamp() });
      spentTokens.add(token);
      return noContent();
    }),

    http.post(api("/collections/:collection/request-verification"), ({ request }) =>
      requestLink(request, "verification", "verification"),
    ),

    http.post(api("/collections/:collection/confirm-verification"), async ({ request }) => {
      const { token } = await readFields(request);
      if (typeof token !== "string" || !token) return invalid({ token: required });
      if (!readToken(token)?.email)
        return invalid({
          token: { code: "validation_invalid_token_claims", message: "Missing email token claim." },
        });
      const user = tokenUser(token, "verification");
      if (!user) return invalid({ token: invalidToken });
      Object.assign(user, { verified: true, updated: timestamp() });
      return noContent();
    }),

    http.post(api("/collections/:collection/request-email-change"), async ({ request }) => {
      const user = userOf(request);
      if (!user) return error(401, "The request requires valid record authorization token.");
      const { newEmail } = await readFields(request);
      const problem = emailProblem(newEmail, "newEmail");
      if (problem) return invalid(problem);
      if (byEmail(String(newEmail)))
        return invalid({
          newEmail: { code: "validation_invalid_new_email", message: "Invalid new email address." },
        });
      mails.push({
        to: String(newEmail),
        kind: "email-change",
        token: signToken(user, { email: user.email, newEmail, type: "emailChange" }),
      });
      return noContent();
    }),

    http.post(api("/collections/:collection/confirm-email-change"), async ({ request }) => {
      const { token, password } = await readFields(request);
      const problems: Problems = {};
      const user = typeof token === "string" && token ? tokenUser(token, "emailChange") : undefined;
      const newEmail = typeof token === "string" ? readToken(token)?.newEmail : undefined;
      if (!token) problems.token = required;
      else if (!newEmail)
        problems.token = {
          code: "validation_invalid_token_payload",
          message: "Invalid token payload - newEmail must be set.",
        };
      else if (!user) problems.token = invalidToken;
      if (!password) problems.password = required;
      else if (!user || passwords.get(user.email as string) !== password) problems.password = wrongPassword;
      if (!user || Object.keys(problems).length > 0) return invalid(problems);
      passwords.delete(user.email as string);
      passwords.set(String(newEmail), String(password));
      Object.assign(user, { email: newEmail, verified: true, updated: timestamp() });
      return noContent();
    }),
  ];

  return { handlers, reset: () => spentTokens.clear() };
}

function newPasswordProblems(fields: Record<string, unknown>): Problems {
  const problems: Problems = {};
  const password = typeof fields.password === "string" ? fields.password : "";
  if (!password) problems.password = required;
  else if (password.length < 8 || password.length > 255)
    problems.password = {
      code: "validation_length_out_of_range",
      message: "The length must be between 8 and 255.",
      params: { max: 255, min: 8 },
    };
  if (!fields.passwordConfirm) problems.passwordConfirm = required;
  else if (fields.passwordConfirm !== password) problems.passwordConfirm = valuesMismatch;
  return problems;
}
