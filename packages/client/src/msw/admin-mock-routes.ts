import { http, HttpResponse, type HttpHandler } from "msw/http";

import type { AdminMockContext } from "./admin-mock-context";
import { logStats } from "./admin-mock-logs";
import { mergeSettings, publicSettings, validateSettings } from "./admin-mock-settings";

// Logs, settings (with the test email) and crons of the admin mock.

const SYSTEM_CRONS = [
  { id: "__pbDBOptimize__", expression: "0 0 * * *" },
  { id: "__pbMFACleanup__", expression: "0 * * * *" },
  { id: "__pbOTPCleanup__", expression: "0 * * * *" },
  { id: "__pbLogsCleanup__", expression: "0 */6 * * *" },
];
const TEMPLATES = ["verification", "password-reset", "email-change", "otp", "login-alert"];

export function logHandlers({
  api,
  guard,
  error,
  badFilter,
  paged,
  query,
  state,
}: AdminMockContext): HttpHandler[] {
  return [
    http.get(
      api("/logs"),
      guard(({ request }) => {
        const url = new URL(request.url);
        const found = query(state.logs, url);
        return found ? HttpResponse.json(paged(found, url)) : badFilter();
      }),
    ),
    http.get(
      api("/logs/stats"),
      guard(({ request }) => {
        const found = query(state.logs, new URL(request.url));
        return found ? HttpResponse.json(logStats(found)) : badFilter();
      }),
    ),
    http.get(
      api("/logs/:id"),
      guard(({ params }) => {
        const found = state.logs.find((log) => log.id === String(params.id));
        return found ? HttpResponse.json(found) : error(404, "The requested resource wasn't found.");
      }),
    ),
  ];
}

export function settingsHandlers({ api, guard, error, noContent, state }: AdminMockContext): HttpHandler[] {
  return [
    http.get(
      api("/settings"),
      guard(() => HttpResponse.json(publicSettings(state.settings))),
    ),
    http.patch(
      api("/settings"),
      guard(async ({ request }) => {
        const next = mergeSettings(state.settings, await request.json().catch(() => ({})));
        const problems = validateSettings(next);
        if (problems) return error(400, "An error occurred while saving the new settings.", problems);
        state.settings = next;
        return HttpResponse.json(publicSettings(state.settings));
      }),
    ),
    http.post(
      api("/settings/test/email"),
      guard(async ({ request }) => {
        const body = (await request.json().catch(() => ({}))) as Record<string, string>;
        const problems: Record<string, unknown> = {};
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email ?? ""))
          problems.email = { code: "validation_is_email", message: "Must be a valid email address." };
        if (!TEMPLATES.includes(body.template ?? ""))
          problems.template = { code: "validation_in_invalid", message: "Must be a valid value." };
        if (Object.keys(problems).length > 0) return error(400, "Failed to send the test email.", problems);
        // Without SMTP, PocketBase tries sendmail, which a test machine rarely has.
        if (!(state.settings.smtp as Record<string, unknown>).enabled)
          return error(
            400,
            "Failed to send the test email. Raw error: \nfailed to locate a sendmail executable path.",
          );
        state.emails.push({
          email: body.email!,
          template: body.template!,
          collection: body.collection || "_superusers",
        });
        return noContent();
      }),
    ),
  ];
}

export function cronHandlers(
  { api, guard, error, noContent, state }: AdminMockContext,
  appCrons: { id: string; expression: string }[],
): HttpHandler[] {
  // The app's jobs first, then PocketBase's; the automatic backup only while it has a schedule.
  const cronList = () => {
    const cron = String((state.settings.backups as Record<string, unknown>).cron ?? "");
    return [...appCrons, ...SYSTEM_CRONS, ...(cron ? [{ id: "__pbAutoBackup__", expression: cron }] : [])];
  };
  return [
    http.get(
      api("/crons"),
      guard(() => HttpResponse.json(cronList())),
    ),
    http.post(
      api("/crons/:id"),
      guard(({ params }) => {
        if (!cronList().some((job) => job.id === String(params.id)))
          return error(404, "Missing or invalid cron job.");
        state.runs.push(String(params.id));
        return noContent();
      }),
    ),
  ];
}
