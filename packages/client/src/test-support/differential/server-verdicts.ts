// Test-only: sends records to a real PocketBase and reads what it says about one field, a few
// requests at a time. Records it accepts are kept (the server is thrown away after the test), so
// every accepted case costs one request.

/** Accepted, or refused with a code and message (code `""`: refused without field errors). */
export type Verdict = "accepted" | { code: string; message: string };

export interface SentCase {
  collection: string;
  field: string;
  body: Record<string, unknown>;
  /** A superuser's token, or undefined for a guest. */
  token?: string;
}

export interface ServerAnswer {
  verdict: Verdict;
  /** Problems the server found with other fields than the one under test. */
  others: Record<string, { code: string; message: string }>;
  status: number;
}

/** Sends each case once, `concurrency` at a time, and returns the answers in order. */
export async function serverVerdicts(
  url: string,
  cases: readonly SentCase[],
  concurrency = 6,
): Promise<ServerAnswer[]> {
  const answers: ServerAnswer[] = Array.from({ length: cases.length });
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      answers[index] = await send(url, cases[index]!);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

async function send(url: string, sent: SentCase): Promise<ServerAnswer> {
  const files = Object.entries(sent.body).filter(
    ([, value]) => Array.isArray(value) && value.length > 0 && value.some((item) => item instanceof Blob),
  );
  const headers: Record<string, string> = sent.token ? { Authorization: sent.token } : {};
  let body: string | FormData;
  if (files.length > 0) {
    // As the SDK and uploadRecord send files: the files as parts, everything else as JSON.
    const form = new FormData();
    const rest = { ...sent.body };
    for (const [name, list] of files) {
      // File names beside new files stay in the JSON part, as the SDK sends them.
      const names: unknown[] = [];
      for (const item of list as unknown[]) {
        if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : "blob");
        else names.push(item);
      }
      if (names.length > 0) rest[name] = names;
      else delete rest[name];
    }
    form.append("@jsonPayload", JSON.stringify(rest));
    body = form;
  } else {
    body = JSON.stringify(sent.body);
    headers["Content-Type"] = "application/json";
  }
  const response = await fetch(`${url}/api/collections/${sent.collection}/records`, {
    method: "POST",
    headers,
    body,
  });
  const payload = (await response.json().catch(() => ({}))) as {
    message?: string;
    data?: Record<string, { code: string; message: string }>;
  };
  if (response.ok) return { verdict: "accepted", others: {}, status: response.status };
  const data = payload.data ?? {};
  const { [sent.field]: problem, ...others } = data;
  // A value the server cannot even hash (a password over bcrypt's 72 bytes) fails without field
  // errors: "Failed to create record.".
  if (response.status === 400 && Object.keys(data).length === 0)
    return { verdict: { code: "", message: payload.message ?? "" }, others, status: response.status };
  if (response.status !== 400 || (!problem && Object.keys(others).length === 0)) {
    throw new Error(
      `${sent.collection}.${sent.field}: unexpected ${response.status} ${JSON.stringify(payload)}`,
    );
  }
  return {
    verdict: problem ? { code: problem.code, message: problem.message } : "accepted",
    others,
    status: response.status,
  };
}
