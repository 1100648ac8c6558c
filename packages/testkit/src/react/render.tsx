// Test-only: render hooks inside a provider with a fresh Pocketkit client signed in as a new
// user, and a fresh query cache per test.
import { createPocketkit, type Pocketkit, type PocketkitSchema } from "@pocketkit/client";
import { QueryClient } from "@tanstack/react-query";
import { render, renderHook, type RenderHookOptions } from "@testing-library/react";
import PocketBase, { BaseAuthStore } from "pocketbase";
import { StrictMode, type ReactNode } from "react";

import { PocketkitProvider } from "@pocketkit/hooks";

export interface TestClient {
  pocketkit: Pocketkit;
  queryClient: QueryClient;
  wrapper: (props: { children?: ReactNode }) => ReactNode;
}

/** A client of its own (memory auth store: tests must not share a session through localStorage). */
export function createTestClient(
  url: string,
  { strict = false, schema }: { strict?: boolean; schema?: PocketkitSchema } = {},
): TestClient {
  const pocketkit = createPocketkit({ url, authStore: new BaseAuthStore(), ...(schema ? { schema } : {}) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children?: ReactNode }) => {
    const tree = (
      <PocketkitProvider client={pocketkit} queryClient={queryClient}>
        {children}
      </PocketkitProvider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  return { pocketkit, queryClient, wrapper };
}

/**
 * Signs a new user in on the client. The account is made verified, by the superuser, as if its
 * owner had followed the emailed link: the test schema (like the Gallery's) lets only verified
 * users write. Tests about sign-up and verification make their accounts by hand.
 */
export async function signUpAs(
  client: TestClient,
  superuser: { email: string; password: string },
  name = "Test user",
): Promise<string> {
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  const { pb } = client.pocketkit;
  const admin = new PocketBase(pb.baseURL, new BaseAuthStore());
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(superuser.email, superuser.password);
  await admin
    .collection("users")
    .create({ email, password: "correct horse", passwordConfirm: "correct horse", name, verified: true });
  const { record } = await pb.collection("users").authWithPassword(email, "correct horse");
  return record.id;
}

export function renderWithPocketkit<Result, Props>(
  client: TestClient,
  hook: (props: Props) => Result,
  options: Omit<RenderHookOptions<Props>, "wrapper"> = {},
) {
  return renderHook(hook, { ...options, wrapper: client.wrapper });
}

export { render };
