"use client";

import { PocketkitProvider, useAuth, useCompletion, useList, useSignInWithPassword } from "@pocketkit/hooks";
import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";

import { createBrowserPocketkit } from "../lib/browser-pocketkit";

export function NotesIsland({ pocketbaseUrl, state }: { pocketbaseUrl: string; state: DehydratedState }) {
  const [pocketkit] = useState(() => createBrowserPocketkit(pocketbaseUrl));
  return (
    <PocketkitProvider client={pocketkit}>
      <HydrationBoundary state={state}>
        <Account />
        <Notes />
        <Pings />
        <Completion />
      </HydrationBoundary>
    </PocketkitProvider>
  );
}

function Account() {
  const { user, signOut } = useAuth();
  return (
    <section>
      <p data-testid="auth-status">{user ? `signed in as ${user.email}` : "anonymous"}</p>
      {user ? <button onClick={signOut}>Sign out</button> : <SignIn />}
    </section>
  );
}

function SignIn() {
  const signIn = useSignInWithPassword();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.mutate({ identity: String(form.get("email")), password: String(form.get("password")) });
  };
  return (
    <form onSubmit={submit}>
      <label>
        Email <input name="email" type="email" autoComplete="username" />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" />
      </label>
      <button type="submit">Sign in</button>
      {signIn.error && <p role="alert">{signIn.error.message}</p>}
    </form>
  );
}

function Notes() {
  const { data } = useList("notes", { sort: "created", realtime: true });
  return (
    <ul data-testid="notes">
      {data?.items.map((note) => (
        <li key={note.id}>{String(note.title)}</li>
      ))}
    </ul>
  );
}

/** A public collection the page follows too: its events tell a test that the page is listening. */
function Pings() {
  const { data } = useList("pings", { sort: "created", realtime: true });
  return (
    <ul data-testid="pings">
      {data?.items.map((ping) => (
        <li key={ping.id}>{String(ping.label)}</li>
      ))}
    </ul>
  );
}

function Completion() {
  const { text, status, error, complete } = useCompletion({ api: "/api/completion" });
  return (
    <section>
      <button onClick={() => void complete("Say hello.")}>Write</button>
      <p data-testid="completion" data-status={status}>
        {text}
      </p>
      {error && (
        <p role="alert" data-testid="completion-error">
          {error.message}
        </p>
      )}
    </section>
  );
}
