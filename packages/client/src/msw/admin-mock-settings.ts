// The settings part of the admin mock: PocketBase v0.39's defaults, its deep-merging PATCH, the
// rules it checks on save (with its codes and sentences) and the secrets it never sends back.

/** The settings as the mock keeps them: secrets included. */
export type MockSettings = Record<string, Record<string, unknown> | unknown[]>;

type Problem = { code: string; message: string; params?: Record<string, unknown> };
type Problems = { [name: string]: Problem | Problems };

const s3Defaults = () => ({
  enabled: false,
  bucket: "",
  region: "",
  endpoint: "",
  accessKey: "",
  secret: "",
  forcePathStyle: false,
});

/** What a fresh PocketBase v0.39 starts with (`GET /api/settings` on a blank data folder). */
export function defaultSettings(): MockSettings {
  return {
    superuserIPs: [],
    smtp: {
      enabled: false,
      port: 587,
      host: "smtp.example.com",
      username: "",
      password: "",
      authMethod: "",
      tls: false,
      localName: "",
    },
    backups: { cron: "", cronMaxKeep: 3, s3: s3Defaults() },
    s3: s3Defaults(),
    meta: {
      accentColor: "#1055c9",
      appName: "Acme",
      appURL: "http://localhost:8090",
      senderName: "Support",
      senderAddress: "support@example.com",
      hideControls: false,
    },
    rateLimits: {
      rules: [
        { label: "*:auth", audience: "", duration: 3, maxRequests: 2 },
        { label: "*:create", audience: "", duration: 5, maxRequests: 20 },
        { label: "/api/batch", audience: "", duration: 1, maxRequests: 3 },
        { label: "/api/", audience: "", duration: 10, maxRequests: 300 },
      ],
      excludedIPs: [],
      enabled: false,
    },
    trustedProxy: { headers: [], useLeftmostIP: false },
    batch: { enabled: false, maxRequests: 50, timeout: 3, maxBodySize: 0 },
    logs: { maxDays: 5, minLevel: 0, logIP: true, logAuthId: false },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** PocketBase merges a PATCH into the settings: objects field by field, arrays and values whole. */
export function mergeSettings<T>(current: T, patch: unknown): T {
  if (!isObject(current) || !isObject(patch)) return (patch === undefined ? current : patch) as T;
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    merged[key] = key in current ? mergeSettings(current[key], value) : value;
  }
  return merged as T;
}

/** The settings as the server sends them: without the SMTP password and the S3 secrets. */
export function publicSettings(settings: MockSettings): MockSettings {
  const copy = structuredClone(settings) as Record<string, Record<string, unknown>>;
  delete copy.smtp!.password;
  delete copy.s3!.secret;
  delete (copy.backups!.s3 as Record<string, unknown>).secret;
  return copy;
}

const required = (): Problem => ({ code: "validation_required", message: "Cannot be blank." });
const isBlank = (value: unknown) => value === undefined || value === null || value === "" || value === 0;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isUrl = (value: unknown) => {
  try {
    const url = new URL(String(value));
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};
// A macro (@daily, …) or five fields of digits, ranges, lists and steps.
const CRON = /^(@(yearly|annually|monthly|weekly|daily|midnight|hourly)|(\S+\s+){4}\S+)$/;
const CRON_FIELD = /^(\*|\d+(-\d+)?)(\/\d+)?(,(\*|\d+(-\d+)?)(\/\d+)?)*$/;
const RATE_LIMIT_LABEL = /^(\*:\w+|(GET |POST |PUT |PATCH |DELETE |HEAD |OPTIONS )?\/[\w\-/.*:]*|\w+:\w+)$/;

function checkS3(s3: Record<string, unknown>): Problems {
  const problems: Problems = {};
  if (!s3.enabled) return problems;
  for (const name of ["accessKey", "bucket", "endpoint", "region", "secret"]) {
    if (isBlank(s3[name])) problems[name] = required();
  }
  if (!problems.endpoint && !isUrl(s3.endpoint))
    problems.endpoint = { code: "validation_is_url", message: "Must be a valid URL." };
  return problems;
}

/**
 * What PocketBase refuses on save, nested as it reports it (`{ meta: { appURL: {…} } }`), or
 * `undefined` when the settings are fine. The common rules only: enough for forms to show their
 * errors where the real server would.
 */
export function validateSettings(settings: MockSettings): Problems | undefined {
  const { meta, smtp, s3, backups, batch, rateLimits } = settings as Record<string, Record<string, unknown>>;
  const all: Record<string, Problems> = {
    meta: {},
    smtp: {},
    s3: {},
    backups: {},
    batch: {},
    rateLimits: {},
  };

  const appName = String(meta!.appName ?? "");
  if (!appName) all.meta!.appName = required();
  else if (appName.length > 255)
    all.meta!.appName = {
      code: "validation_length_out_of_range",
      message: "The length must be between 1 and 255.",
      params: { max: 255, min: 1 },
    };
  if (isBlank(meta!.appURL)) all.meta!.appURL = required();
  else if (!isUrl(meta!.appURL))
    all.meta!.appURL = { code: "validation_is_url", message: "Must be a valid URL." };
  if (isBlank(meta!.senderName)) all.meta!.senderName = required();
  if (isBlank(meta!.senderAddress)) all.meta!.senderAddress = required();
  else if (!EMAIL.test(String(meta!.senderAddress)))
    all.meta!.senderAddress = { code: "validation_is_email", message: "Must be a valid email address." };

  if (smtp!.enabled) {
    if (isBlank(smtp!.host)) all.smtp!.host = required();
    if (isBlank(smtp!.port)) all.smtp!.port = required();
  }
  if (!["", "PLAIN", "LOGIN"].includes(String(smtp!.authMethod ?? "")))
    all.smtp!.authMethod = { code: "validation_in_invalid", message: "Must be a valid value." };

  all.s3 = checkS3(s3!);

  const cron = String(backups!.cron ?? "");
  if (
    cron &&
    !(CRON.test(cron) && (cron.startsWith("@") || cron.split(/\s+/).every((field) => CRON_FIELD.test(field))))
  )
    all.backups!.cron = {
      code: "validation_invalid_cron",
      message:
        "Invalid cron expression - must be a valid macro or to have exactly 5 space separated segments.",
    };
  if (cron && isBlank(backups!.cronMaxKeep)) all.backups!.cronMaxKeep = required();
  const backupsS3 = checkS3(backups!.s3 as Record<string, unknown>);
  if (Object.keys(backupsS3).length > 0) all.backups!.s3 = backupsS3;

  if (batch!.enabled) {
    if (isBlank(batch!.maxRequests)) all.batch!.maxRequests = required();
    if (isBlank(batch!.timeout)) all.batch!.timeout = required();
  }
  if (Number(batch!.maxBodySize) < 0)
    all.batch!.maxBodySize = {
      code: "validation_min_greater_equal_than_required",
      message: "Must be no less than 0.",
      params: { threshold: 0 },
    };

  const rules: Problems = {};
  (rateLimits!.rules as Record<string, unknown>[]).forEach((rule, index) => {
    const problems: Problems = {};
    if (isBlank(rule.label)) problems.label = required();
    else if (!RATE_LIMIT_LABEL.test(String(rule.label)))
      problems.label = { code: "validation_match_invalid", message: "Must be in a valid format." };
    if (!["", "@guest", "@auth"].includes(String(rule.audience ?? "")))
      problems.audience = { code: "validation_in_invalid", message: "Must be a valid value." };
    if (isBlank(rule.duration)) problems.duration = required();
    if (isBlank(rule.maxRequests)) problems.maxRequests = required();
    if (Object.keys(problems).length > 0) rules[String(index)] = problems;
  });
  if (Object.keys(rules).length > 0) all.rateLimits!.rules = rules;

  const found = Object.fromEntries(
    Object.entries(all).filter(([, problems]) => Object.keys(problems).length > 0),
  );
  return Object.keys(found).length > 0 ? found : undefined;
}
