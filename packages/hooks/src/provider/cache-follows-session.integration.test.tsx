import type { PocketBaseServer } from "@pocketkit/client/testing";
import { signInSuperuser, startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, signUpAs } from "@pocketkit/testkit/react";
import { act, render, waitFor } from "@testing-library/react";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { useAuth, useConnectionState, useList } from "..";

let server: PocketBaseServer;
let superuser: PocketBase;
beforeAll(async () => {
  server = await startTestPocketBase();
  superuser = await signInSuperuser(server.url, server.superuser);
});
afterAll(() => server?.stop());

// After a change of user the realtime connection is made anew, and what came meanwhile is
// fetched again by a resync spread over up to 3 s: on two busy cores that is more than
// waitFor's default second.
const afterResync = { timeout: 10_000 };

/** Every render of a live note list: what it showed, and who was signed in then. */
function recordRenders() {
  const renders: { user: string; names: string[] }[] = [];
  function Notes() {
    const { user } = useAuth();
    const { data } = useList("notes", { sort: "title", realtime: true });
    const names = data?.items.map((note) => note.title as string) ?? [];
    renders.push({ user: user?.id ?? "", names });
    return (
      <>
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <output>{useConnectionState()}</output>
      </>
    );
  }
  return { Notes, renders };
}

async function newAccount() {
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  const user = await superuser
    .collection("users")
    .create({ email, password: "correct horse", passwordConfirm: "correct horse" });
  return { id: user.id, email, password: "correct horse" };
}

test("after sign-out a mounted list shows nothing of the previous user, from the very next render", async () => {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  await superuser.collection("notes").create({ owner: userId, title: "Private holiday" });
  const { Notes, renders } = recordRenders();
  const screen = render(<Notes />, { wrapper: client.wrapper });
  await waitFor(() => expect(screen.getByText("Private holiday")).toBeTruthy());

  const before = renders.length;
  act(() => client.pocketkit.auth.signOut());
  await waitFor(() => expect(client.queryClient.isFetching()).toBe(0), afterResync);
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("live"), afterResync);
  const after = renders.slice(before);
  expect(after.length).toBeGreaterThan(0);
  // Not one render after the sign-out shows the note, kept as "previous data" or otherwise.
  expect(after.filter((entry) => entry.names.length > 0)).toEqual([]);
  expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  screen.unmount();
});

test("a list mounted before an in-page sign-in shows the user's notes, and a new one live", async () => {
  const client = createTestClient(server.url);
  const account = await newAccount();
  await superuser.collection("notes").create({ owner: account.id, title: "Already there" });
  const { Notes } = recordRenders();
  const screen = render(<Notes />, { wrapper: client.wrapper });
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("live"));
  expect(screen.queryAllByRole("listitem")).toHaveLength(0);

  await act(() => client.pocketkit.pb.collection("users").authWithPassword(account.email, account.password));
  await waitFor(() => expect(screen.getByText("Already there")).toBeTruthy(), afterResync);
  // Made at once: its event comes once the upgraded subscription is in, or the resync shows it.
  await superuser.collection("notes").create({ owner: account.id, title: "Made elsewhere" });
  await waitFor(() => expect(screen.getByText("Made elsewhere")).toBeTruthy(), afterResync);
  screen.unmount();
});

test("after a change of user the list is the new user's alone, live", async () => {
  const client = createTestClient(server.url);
  const first = await newAccount();
  const second = await newAccount();
  await superuser.collection("notes").create({ owner: first.id, title: "First's" });
  await client.pocketkit.pb.collection("users").authWithPassword(first.email, first.password);
  const { Notes, renders } = recordRenders();
  const screen = render(<Notes />, { wrapper: client.wrapper });
  await waitFor(() => expect(screen.getByText("First's")).toBeTruthy());

  const before = renders.length;
  await act(() => client.pocketkit.pb.collection("users").authWithPassword(second.email, second.password));
  await superuser.collection("notes").create({ owner: first.id, title: "First's, later" });
  await superuser.collection("notes").create({ owner: second.id, title: "Second's" });
  await waitFor(() => expect(screen.getByText("Second's")).toBeTruthy(), afterResync);
  expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Second's"]);
  const shownToSecond = renders
    .slice(before)
    .filter((entry) => entry.user === second.id)
    .flatMap((entry) => entry.names);
  expect(shownToSecond.filter((name) => name.startsWith("First's"))).toEqual([]);
  screen.unmount();
});

test("a new token of the same user leaves the cache alone", async () => {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  await superuser.collection("notes").create({ owner: userId, title: "Stays" });
  const { Notes, renders } = recordRenders();
  const screen = render(<Notes />, { wrapper: client.wrapper });
  await waitFor(() => expect(screen.getByText("Stays")).toBeTruthy());

  const before = renders.length;
  await act(() => client.pocketkit.auth.refresh());
  expect(renders.slice(before).filter((entry) => entry.names.length === 0)).toEqual([]);
  screen.unmount();
});
