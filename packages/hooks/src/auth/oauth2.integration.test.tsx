// OAuth2 against a real OpenID Connect provider on loopback (oauth2-mock-server: authorization
// code with PKCE, signed tokens, userinfo), set up in PocketBase as the "oidc" provider. jsdom
// cannot browse, so the test walks the browser's part with fetch: it follows the provider URL,
// whose authorize endpoint answers at once with a redirect carrying `code` and `state`.
import type { PocketBaseServer } from "@pocketkit/client/testing";
import { startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, type TestClient } from "@pocketkit/testkit/react";
import { act, fireEvent, render, waitFor } from "@testing-library/react";
import { OAuth2Server } from "oauth2-mock-server";
import PocketBase, { BaseAuthStore } from "pocketbase";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";

import { useAuth, useCompleteOAuth2Redirect, useSignInWithOAuth2Popup, useStartOAuth2Redirect } from ".";

const CALLBACK_URL = "https://app.pocketkit.test/oauth2-callback";

let server: PocketBaseServer;
let superuser: PocketBase;
let provider: OAuth2Server;
/** Who the provider says signed in: set per test. */
let identity: { sub: string; email: string; name: string };

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeUserinfo", (response) => {
    response.body = { ...identity, email_verified: true };
  });
  const providerUrl = `http://127.0.0.1:${new URL(provider.issuer.url!).port}`;

  server = await startTestPocketBase();
  superuser = new PocketBase(server.url, new BaseAuthStore());
  superuser.autoCancellation(false);
  await superuser
    .collection("_superusers")
    .authWithPassword(server.superuser.email, server.superuser.password);
  await superuser.collections.update("users", {
    oauth2: {
      enabled: true,
      providers: [
        {
          name: "oidc",
          displayName: "Mock OpenID",
          clientId: "pocketkit-test",
          clientSecret: "a client secret",
          authURL: `${providerUrl}/authorize`,
          tokenURL: `${providerUrl}/token`,
          userInfoURL: `${providerUrl}/userinfo`,
          pkce: true,
        },
      ],
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await provider?.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

function newIdentity() {
  const id = crypto.randomUUID();
  identity = { sub: id, email: `${id}@pocketkit.test`, name: "Grace Hopper" };
  return identity;
}

/** What the browser does at the provider: the provider redirects back with `code` and `state`. */
async function visitProvider(url: string): Promise<string> {
  const response = await fetch(url, { redirect: "manual" });
  expect(response.status).toBe(302);
  return response.headers.get("location")!;
}

/** Starts a redirect sign-in and returns the URL the tab was sent to. */
async function startRedirect(client: TestClient): Promise<string> {
  const navigate = vi.fn<(url: string) => void>();
  const { result } = renderWithPocketkit(client, () =>
    useStartOAuth2Redirect({ redirectUrl: CALLBACK_URL, navigate }),
  );
  await act(() => result.current.mutateAsync({ provider: "oidc" }));
  expect(navigate).toHaveBeenCalledTimes(1);
  return navigate.mock.calls[0]![0];
}

describe("redirect mode", () => {
  test("start → provider → callback route: the user is created and signed in", async () => {
    const person = newIdentity();
    const client = createTestClient(server.url, { strict: true });

    const providerUrl = new URL(await startRedirect(client));
    expect(providerUrl.pathname).toBe("/authorize");
    expect(providerUrl.searchParams.get("redirect_uri")).toBe(CALLBACK_URL);
    expect(providerUrl.searchParams.get("code_challenge_method")).toBe("S256");
    const callback = new URL(await visitProvider(providerUrl.href));
    expect(callback.origin + callback.pathname).toBe(CALLBACK_URL);
    expect(callback.searchParams.get("state")).toBe(providerUrl.searchParams.get("state"));

    const { result } = renderWithPocketkit(client, () => ({
      auth: useAuth(),
      complete: useCompleteOAuth2Redirect(),
    }));
    // A callback page may run its effect twice (StrictMode): both calls get the one sign-in.
    const [first, second] = await act(() =>
      Promise.all([
        result.current.complete.mutateAsync(callback.href),
        result.current.complete.mutateAsync(callback.href),
      ]),
    );
    expect(first).toMatchObject({ status: "signed_in", user: { email: person.email, name: "Grace Hopper" } });
    expect(second).toEqual(first);
    expect(result.current.auth).toMatchObject({ status: "authenticated", user: { email: person.email } });
    const created = await superuser.collection("users").getFirstListItem(`email = "${person.email}"`);
    expect(created.id).toBe(result.current.auth.user!.id);
  });

  test("a callback whose state this tab did not send, or that the provider refused, signs nobody in", async () => {
    newIdentity();
    const client = createTestClient(server.url);
    const { result } = renderWithPocketkit(client, () => ({
      auth: useAuth(),
      complete: useCompleteOAuth2Redirect(),
    }));

    const forged = new URL(await visitProvider(await startRedirect(client)));
    forged.searchParams.set("state", "someone-elses-state");
    const forgedError = await act(() =>
      result.current.complete.mutateAsync(forged.href).catch((caught: unknown) => caught),
    );
    expect(forgedError).toMatchObject({
      kind: "auth",
      message: "This sign-in did not start in this browser tab. Start the sign-in again.",
    });

    const state = new URL(await startRedirect(client)).searchParams.get("state")!;
    const denied = `${CALLBACK_URL}?error=access_denied&state=${state}`;
    const deniedError = await act(() =>
      result.current.complete.mutateAsync(denied).catch((caught: unknown) => caught),
    );
    expect(deniedError).toMatchObject({
      kind: "auth",
      message: "The sign-in was cancelled at the provider.",
    });

    // The pending sign-in was used up by the refusal: the real code cannot be replayed later.
    const stale = await act(() =>
      result.current.complete
        .mutateAsync(`${CALLBACK_URL}?code=anything&state=${state}`)
        .catch((caught: unknown) => caught),
    );
    expect(stale).toMatchObject({ kind: "auth", message: expect.stringMatching(/no longer valid/) });
    expect(result.current.auth.status).toBe("anonymous");
  });

  test("a provider PocketBase does not know is not_configured", async () => {
    const client = createTestClient(server.url);
    const navigate = vi.fn();
    const { result } = renderWithPocketkit(client, () =>
      useStartOAuth2Redirect({ redirectUrl: CALLBACK_URL, navigate }),
    );
    const error = await act(() =>
      result.current.mutateAsync({ provider: "myspace" }).catch((caught: unknown) => caught),
    );
    expect(error).toMatchObject({
      kind: "not_configured",
      message: 'Sign-in with "myspace" is not set up on the server.',
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("popup mode", () => {
  function fakePopup() {
    const popup = {
      location: { href: "" },
      closed: false,
      close: vi.fn(() => {
        popup.closed = true;
      }),
    };
    return popup;
  }

  function SignInButton(props: { onClicked: () => void; onResult: (outcome: unknown) => void }) {
    const oauth = useSignInWithOAuth2Popup();
    return (
      <button
        onClick={() => {
          oauth.mutate({ provider: "oidc" }, { onSettled: (data, error) => props.onResult(data ?? error) });
          props.onClicked();
        }}
      >
        Continue with Mock OpenID
      </button>
    );
  }

  test("the popup opens synchronously in the click, and the provider's answer signs the user in", async () => {
    const person = newIdentity();
    const popup = fakePopup();
    const open = vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
    const client = createTestClient(server.url, { strict: true });
    let opensWhenTheClickReturned = -1;
    const onResult = vi.fn();
    const view = render(
      <SignInButton
        onClicked={() => (opensWhenTheClickReturned = open.mock.calls.length)}
        onResult={onResult}
      />,
      { wrapper: client.wrapper },
    );

    fireEvent.click(view.getByRole("button"));
    // Before any await: what Safari and iOS require of window.open.
    expect(opensWhenTheClickReturned).toBe(1);
    expect(open).toHaveBeenCalledWith("", "_blank", expect.stringContaining("popup"));
    expect(popup.location.href).toBe("");

    // Once PocketBase has made the URL, the popup goes to the provider, which sends the browser
    // to PocketBase's /api/oauth2-redirect; PocketBase passes the code to the waiting page.
    await waitFor(() => expect(popup.location.href).toMatch(/\/authorize\?/));
    const providerUrl = new URL(popup.location.href);
    expect(providerUrl.searchParams.get("redirect_uri")).toBe(`${server.url}/api/oauth2-redirect`);
    const toPocketBase = await visitProvider(providerUrl.href);
    await fetch(toPocketBase, { redirect: "manual" });

    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(onResult.mock.calls[0]![0]).toMatchObject({ status: "signed_in", user: { email: person.email } });
    expect(client.pocketkit.auth.getSnapshot()).toMatchObject({
      status: "authenticated",
      user: { email: person.email },
    });
    expect(popup.close).toHaveBeenCalled();
  });

  test("a blocked popup is a plain error, not a hang", async () => {
    const client = createTestClient(server.url);
    const { result } = renderWithPocketkit(client, () => useSignInWithOAuth2Popup());
    vi.spyOn(window, "open").mockImplementation(() => null);
    const blocked = await act(() =>
      result.current.mutateAsync({ provider: "oidc" }).catch((caught: unknown) => caught),
    );
    expect(blocked).toMatchObject({
      kind: "forbidden",
      message: "The browser blocked the sign-in window. Allow pop-ups for this site, or try again.",
    });
  });

  test("a second click replaces the first sign-in: the first window closes, the second completes", async () => {
    const person = newIdentity();
    const client = createTestClient(server.url);
    const { result } = renderWithPocketkit(client, () => useSignInWithOAuth2Popup());
    const [first, second] = [fakePopup(), fakePopup()];
    vi.spyOn(window, "open")
      .mockImplementationOnce(() => first as unknown as Window)
      .mockImplementationOnce(() => second as unknown as Window);

    let firstOutcome: Promise<unknown> = Promise.resolve();
    let secondOutcome: Promise<unknown> = Promise.resolve();
    act(() => {
      firstOutcome = result.current.mutateAsync({ provider: "oidc" }).catch((caught: unknown) => caught);
    });
    await waitFor(() => expect(first.location.href).toMatch(/\/authorize\?/));
    act(() => {
      secondOutcome = result.current.mutateAsync({ provider: "oidc" });
    });
    expect(await firstOutcome).toMatchObject({ kind: "aborted" });
    expect(first.close).toHaveBeenCalled();

    await waitFor(() => expect(second.location.href).toMatch(/\/authorize\?/));
    await fetch(await visitProvider(second.location.href), { redirect: "manual" });
    expect(await act(() => secondOutcome)).toMatchObject({
      status: "signed_in",
      user: { email: person.email },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  // The SDK waits for the provider's answer on a realtime connection of its own: a cancel must
  // close it, or every abandoned popup would leave one open.
  test.each([
    { when: "while the provider's page is open", waitForProvider: true },
    { when: "right in the click, before the SDK has set up", waitForProvider: false },
  ])("cancel() $when ends the sign-in, its window and its connection", async ({ waitForProvider }) => {
    const client = createTestClient(server.url);
    const { result } = renderWithPocketkit(client, () => useSignInWithOAuth2Popup());
    const popup = fakePopup();
    vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
    const closeConnection = vi.spyOn(EventSource.prototype, "close");

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.mutateAsync({ provider: "oidc" }).catch((caught: unknown) => caught);
    });
    if (waitForProvider) await waitFor(() => expect(popup.location.href).toMatch(/\/authorize\?/));
    act(() => result.current.cancel());

    expect(await outcome).toMatchObject({ kind: "aborted" });
    await waitFor(() => expect(result.current.status).toBe("idle"));
    expect(popup.close).toHaveBeenCalled();
    await waitFor(() => expect(closeConnection).toHaveBeenCalled());
    if (!waitForProvider) expect(popup.location.href).toBe("");
    expect(client.pocketkit.auth.getSnapshot().status).toBe("anonymous");
  });
});
