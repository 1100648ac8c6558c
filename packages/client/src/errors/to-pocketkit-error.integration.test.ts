import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { errorFromResponse, isPocketkitError, PocketkitError, toPocketkitError } from "..";
import { restateFileRefusal } from "../schema/file-checks";
import { startPocketBase, type PocketBaseServer } from "../testing";

// Each kind of failure, produced by a real PocketBase where one can produce it, and by a
// loopback server for what only a proxy or a dead network does (HTML bodies, no answer).
let server: PocketBaseServer;
let scratch: string;
let proxy: Server;
let proxyUrl: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "pocketkit-errors-"));
  await mkdir(join(scratch, "hooks"));
  await mkdir(join(scratch, "migrations"));
  await writeFile(
    join(scratch, "hooks", "errors.pb.js"),
    [
      `routerAdd("GET", "/api/test/boom", (e) => { throw new ApiError(500, "kaboom", {}); });`,
      `routerAdd("GET", "/api/test/conflict", (e) => { throw new ApiError(409, "already there", {}); });`,
    ].join("\n"),
  );
  await writeFile(
    join(scratch, "migrations", "1700000000_notes.js"),
    `migrate((app) => app.save(new Collection({ type: "base", name: "notes", listRule: "", viewRule: "", createRule: "", fields: [{ type: "text", name: "body", required: true, max: 5 }, { type: "file", name: "attachment", maxSize: 1024 }] })));`,
  );
  server = await startPocketBase({
    hooksDir: join(scratch, "hooks"),
    migrationsDir: join(scratch, "migrations"),
  });

  proxy = createServer((request, response) => {
    const gateway = /^\/gateway-(50[234])/.exec(request.url ?? "");
    if (gateway) {
      // As nginx answers when what it fronts is down (502, 503) or too slow (504).
      response.writeHead(Number(gateway[1]), { "content-type": "text/html" }).end("<html>Bad Gateway</html>");
    } else if (request.url?.startsWith("/html-429")) {
      response
        .writeHead(429, { "content-type": "text/html", "retry-after": "240" })
        .end("<html>Slow down</html>");
    } else if (request.url?.startsWith("/html-413")) {
      response
        .writeHead(413, { "content-type": "text/html" })
        .end("<html><h1>413 Request Entity Too Large</h1></html>");
    } else {
      // Never answers: for timeouts.
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  proxyUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  if (proxy) {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
  await server?.stop();
  await rm(scratch, { recursive: true, force: true });
});

async function failure(run: () => Promise<unknown>): Promise<PocketkitError> {
  try {
    await run();
  } catch (error) {
    return toPocketkitError(error);
  }
  throw new Error("it did not fail");
}

const client = () => {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  return pb;
};

describe("from the real PocketBase through the SDK", () => {
  test.each([
    {
      name: "a field rule → validation with the field's own error",
      run: () => client().collection("notes").create({ body: "far too long" }),
      kind: "validation",
      code: "validation",
      status: 400,
      fieldErrors: {
        body: { code: "validation_max_text_constraint", message: "Must be no more than 5 character(s)." },
      },
    },
    {
      name: "a bad password → validation without field errors",
      run: () => client().collection("_superusers").authWithPassword(server.superuser.email, "wrong"),
      kind: "validation",
      code: "validation",
      status: 400,
    },
    {
      name: "no valid session → auth",
      run: () => {
        const pb = client();
        pb.authStore.save("not-a-token", null);
        return pb.collection("_superusers").authRefresh();
      },
      kind: "auth",
      code: "auth",
      status: 401,
    },
    {
      name: "not allowed → forbidden",
      run: async () => {
        const pb = client();
        const password = "a fine password";
        const email = `${crypto.randomUUID()}@pocketkit.test`;
        await pb.collection("users").create({ email, password, passwordConfirm: password });
        await pb.collection("users").authWithPassword(email, password);
        return pb.collections.getList();
      },
      kind: "forbidden",
      code: "forbidden",
      status: 403,
    },
    {
      name: "a missing record → not_found",
      run: () => client().collection("notes").getOne("doesnotexist123"),
      kind: "not_found",
      code: "not_found",
      status: 404,
    },
    {
      name: "a conflict → conflict",
      run: () => client().send("/api/test/conflict", {}),
      kind: "conflict",
      code: "conflict",
      status: 409,
    },
    {
      name: "a server failure → server",
      run: () => client().send("/api/test/boom", {}),
      kind: "server",
      code: "server",
      status: 500,
    },
  ])("$name", async ({ run, kind, code, status, fieldErrors }) => {
    const error = await failure(run);
    expect(isPocketkitError(error)).toBe(true);
    expect(error.kind).toBe(kind);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.fieldErrors).toEqual(fieldErrors ?? {});
    expect(error.message).not.toMatch(/ClientResponseError|undefined|\[object/);
  });

  test("a file over its field's limit → the field's code, and in the client's words the sentence's parts as params", async () => {
    const error = await failure(() =>
      client()
        .collection("notes")
        .create({
          body: "hi",
          attachment: new File([new Uint8Array(3000)], "pano.jpg", { type: "image/jpeg" }),
        }),
    );
    expect([error.kind, error.code]).toEqual(["validation", "validation"]);
    const refusal = error.fieldErrors.attachment!;
    expect(refusal.code).toBe("validation_file_size_limit");
    const files = [{ name: "pano.jpg", size: 3000, type: "image/jpeg" }];
    const field = { type: "file", name: "attachment", maxSize: 1024 } as const;
    expect(restateFileRefusal(refusal, files, field)).toEqual({
      code: "validation_file_size_limit",
      message: "pano.jpg is 3 KB; the limit is 1 KB.",
      params: { name: "pano.jpg", size: "3 KB", limit: "1 KB" },
    });
    expect(restateFileRefusal(refusal, files).params).toEqual({ name: "pano.jpg" });
  });

  test("a body over the server's limit → too_large", async () => {
    // PocketBase refuses a declared Content-Length over the collection's limit (32 MB plus its
    // file fields) before reading the body. fetch cannot declare a length it does not send, so
    // the request is made by hand; the answer is PocketBase's own.
    const answer = await new Promise<Response>((resolve, reject) => {
      const request = httpRequest(`${server.url}/api/collections/notes/records`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(64 * 1024 * 1024) },
      });
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          resolve(new Response(Buffer.concat(chunks), { status: response.statusCode ?? 0 }));
          request.destroy();
        });
      });
      request.on("error", reject);
      request.flushHeaders();
    });
    const error = await errorFromResponse(answer);
    expect([error.kind, error.code, error.status]).toEqual(["too_large", "too_large", 413]);
    expect(error.message).toBe("This is larger than the server accepts.");
  });

  test("too many requests → rate_limited", async () => {
    const superuser = client();
    await superuser
      .collection("_superusers")
      .authWithPassword(server.superuser.email, server.superuser.password);
    await superuser.settings.update({
      rateLimits: { enabled: true, rules: [{ label: "/api/test/", duration: 60, maxRequests: 1 }] },
    });
    try {
      let error: PocketkitError | undefined;
      for (let attempt = 0; attempt < 3 && !error?.status; attempt++) {
        error = await failure(() => client().send("/api/test/boom", {}));
        if (error.kind !== "rate_limited") error = undefined;
      }
      expect(error?.kind).toBe("rate_limited");
      expect(error?.code).toBe("rate_limited");
      expect(error?.status).toBe(429);
    } finally {
      await superuser.settings.update({ rateLimits: { enabled: false } });
    }
  });

  test("an aborted request → aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(() =>
      client().collection("notes").getList(1, 1, { signal: controller.signal }),
    );
    expect([error.kind, error.code]).toEqual(["aborted", "aborted"]);
  });

  test("nothing listening → network", async () => {
    const pb = new PocketBase("http://127.0.0.1:9");
    const error = await failure(() => pb.collection("notes").getList());
    expect([error.kind, error.code, error.status]).toEqual(["network", "unreachable", 0]);
    expect(error.message).toBe("Can't reach the server. Check your connection.");
  });
});

describe("from a proxy that answers with HTML, or not at all", () => {
  test("an HTML 429 with Retry-After → rate_limited with the wait in the message", async () => {
    const error = await errorFromResponse(await fetch(`${proxyUrl}/html-429`));
    expect([error.kind, error.status, error.retryAfter]).toEqual(["rate_limited", 429, 240]);
    expect([error.code, error.params]).toEqual(["rate_limited", { retryAfter: 240 }]);
    expect(error.message).toBe("Too many requests — try again in 4 min.");
  });

  test("an HTML 413 → too_large, through the SDK too", async () => {
    const error = await errorFromResponse(await fetch(`${proxyUrl}/html-413`));
    expect([error.kind, error.status]).toEqual(["too_large", 413]);
    const viaSdk = await failure(() => new PocketBase(proxyUrl).send("/html-413", {}));
    expect([viaSdk.kind, viaSdk.status]).toEqual(["too_large", 413]);
  });

  test.each([
    {
      status: 502,
      code: "unavailable",
      message: "The server can't be reached right now. Try again in a moment.",
    },
    {
      status: 503,
      code: "unavailable",
      message: "The server can't be reached right now. Try again in a moment.",
    },
    { status: 504, code: "timed_out", message: "The server took too long to answer. Try again." },
  ])(
    "a gateway's $status → network: the server is out of reach, through the SDK too",
    async ({ status, code, message }) => {
      const error = await errorFromResponse(await fetch(`${proxyUrl}/gateway-${status}`));
      expect([error.kind, error.code, error.status, error.message]).toEqual([
        "network",
        code,
        status,
        message,
      ]);
      const viaSdk = await failure(() => new PocketBase(proxyUrl).send(`/gateway-${status}`, {}));
      expect([viaSdk.kind, viaSdk.code, viaSdk.status]).toEqual(["network", code, status]);
    },
  );

  test("no answer in time → network, saying it took too long", async () => {
    const error = await failure(() => fetch(`${proxyUrl}/silent`, { signal: AbortSignal.timeout(200) }));
    expect([error.kind, error.code]).toEqual(["network", "timed_out"]);
    expect(error.message).toBe("The server took too long to answer. Try again.");
  });
});

test("a PocketkitError passes through unchanged, and anything else becomes a server error", () => {
  const original = new PocketkitError({ kind: "conflict", message: "x" });
  expect(toPocketkitError(original)).toBe(original);
  const unknown = toPocketkitError(new RangeError("bug"));
  expect([unknown.kind, unknown.code]).toEqual(["server", "unknown"]);
  expect(unknown.cause).toBeInstanceOf(RangeError);
});
