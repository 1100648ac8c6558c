// Test-only: a real SMTP server on loopback that PocketBase sends its emails to. It keeps every
// message, decoded (MIME parts, quoted-printable, base64, encoded-word subjects), so a test can
// wait for the mail to an address and follow the link in it, as a person would.
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  /** The decoded HTML part ("" when there is none). */
  html: string;
  /** The decoded plain-text part, or the HTML's text when the mail has no plain part. */
  text: string;
  /** The message as it came over SMTP, for when a test needs to see more. */
  raw: string;
  /** Every `href` in the HTML, entities decoded. */
  links: string[];
  /**
   * The first link whose path ends with `path` (e.g. "/verify-email").
   * @throws when the mail has no such link, listing the links it has.
   */
  link(path: string): URL;
}

export interface MailServer {
  /** The Gallery's SMTP settings for this server (see `apps/demo/pocketbase/pb_hooks/settings.pb.js`). */
  env: Record<string, string>;
  /** Every mail received so far, oldest first. */
  messages: ReceivedMail[];
  /**
   * The next mail to `to` that no earlier call returned: each mail is handed out once, so two
   * calls for the same address get the first and then the second mail.
   * @throws when none arrives within `timeoutMs` (default 10000).
   */
  waitForMail(to: string, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/**
 * Starts an SMTP server on a free 127.0.0.1 port. It requires the random credentials it puts in
 * `env`, so a test also shows that PocketBase got its SMTP settings from the environment.
 */
export async function startMailServer(): Promise<MailServer> {
  const username = "pocketkit";
  const password = `pk-${crypto.randomUUID()}`;
  const messages: ReceivedMail[] = [];
  const handedOut = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();

  const smtp = new SMTPServer({
    // Go's SMTP client (PocketBase's) upgrades to STARTTLS when offered and would then reject
    // this server's self-signed certificate; plain text on loopback is what a dev mailbox does.
    disabledCommands: ["STARTTLS"],
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === username && auth.password === password) callback(null, { user: username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        messages.push(parseMail(Buffer.concat(chunks).toString("latin1"), from, to));
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(0, "127.0.0.1", () => resolve());
  });
  const address = smtp.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  function takeMail(to: string): ReceivedMail | undefined {
    const mail = messages.find((message) => !handedOut.has(message) && message.to.includes(to));
    if (mail) handedOut.add(mail);
    return mail;
  }

  return {
    env: {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(port),
      SMTP_USERNAME: username,
      SMTP_PASSWORD: password,
      SMTP_TLS: "false",
    },
    messages,
    waitForMail(to, { timeoutMs = 10_000 } = {}) {
      const address = to.toLowerCase();
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = takeMail(address);
          if (!mail) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const seen = messages.map((message) => `${message.to.join(", ")}: ${message.subject}`);
          reject(
            new Error(`No mail to ${to} within ${timeoutMs} ms. Received: ${seen.join("; ") || "none"}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** Splits a raw message (bytes as latin1) into its leaf parts and reads the ones people read. */
function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const root = splitPart(raw);
  const leaves = leafParts(root);
  const html = leaves
    .filter((part) => contentType(part).startsWith("text/html"))
    .map(decodeBody)
    .join("\n");
  const plain = leaves
    .filter((part) => contentType(part).startsWith("text/plain"))
    .map(decodeBody)
    .join("\n");
  const text = plain || htmlToText(html);
  const links = [...html.matchAll(/href\s*=\s*"([^"]*)"/gi)].map((match) => decodeEntities(match[1]!));
  const subject = decodeEncodedWords(root.headers.get("subject") ?? "");
  return {
    to,
    from,
    subject,
    raw,
    html,
    text,
    links,
    link(path) {
      const candidates = [...links, ...(text.match(/https?:\/\/\S+/g) ?? [])];
      for (const candidate of candidates) {
        const url = URL.parse(candidate);
        if (url?.pathname.endsWith(path)) return url;
      }
      throw new Error(`No link to …${path} in the mail "${subject}". Links: ${candidates.join(", ")}`);
    },
  };
}

function splitPart(raw: string): MimePart {
  const boundary = raw.search(/\r?\n\r?\n/);
  const head = boundary === -1 ? raw : raw.slice(0, boundary);
  const body = boundary === -1 ? "" : raw.slice(boundary).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace (RFC 5322 §2.2.3).
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(part: MimePart): MimePart[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  const delimiter = `--${boundary}`;
  const sections = part.body.split(delimiter).slice(1);
  return sections
    .filter((section) => !section.startsWith("--"))
    .flatMap((section) => leafParts(splitPart(section.replace(/^\r?\n/, ""))));
}

function contentType(part: MimePart): string {
  return (part.headers.get("content-type") ?? "text/plain").toLowerCase();
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const charset = /charset="?([^";]+)"?/i.exec(part.headers.get("content-type") ?? "")?.[1] ?? "utf-8";
  let bytes: Buffer;
  if (encoding === "base64") bytes = Buffer.from(part.body.replace(/\s+/g, ""), "base64");
  else if (encoding === "quoted-printable") bytes = decodeQuotedPrintable(part.body);
  else bytes = Buffer.from(part.body, "latin1");
  return new TextDecoder(charset).decode(bytes).trim();
}

/** RFC 2045 §6.7: "=XX" is a byte, "=" at a line's end is a soft line break. */
function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(joined.charCodeAt(index) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words in headers: =?charset?B|Q?text?= */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_match, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : decodeQuotedPrintable(text.replace(/_/g, " "));
      return new TextDecoder(charset).decode(bytes);
    });
}

function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, "")
      .replace(/<br\s*\/?>|<\/p>/gi, "\n")
      .replace(/<[^>]+>/g, ""),
  ).trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}
