// Test-only helpers of the auth stories: people the mocked PocketBase knows, its mailbox, the
// keyboard path through a form, and a token in the page's URL. Not part of the package's API.
import type { MockMail, MockUser, PocketBaseMock } from "@pocketkit/client/msw";
import { expect, userEvent } from "storybook/test";

import { STORY_POCKETBASE_URL } from "@pocketkit/testkit/story";

export const ada = {
  id: "adalovelace0001",
  email: "ada@pocketkit.test",
  password: "correct horse",
  name: "Ada Lovelace",
};

export const bob = {
  id: "bobbabbage00001",
  email: "bob@pocketkit.test",
  password: "battery staple",
  name: "Charles Babbage",
};

export const longEmail =
  "ada.augusta.king.countess.of.lovelace.and.first.programmer@analytical-engine.example.com";

export const longName =
  "Augusta Ada King, Countess of Lovelace, Translator of Menabrea's Sketch of the Analytical Engine";

/** A user of the mock, with a fixed id (so that `signedInAs` can name them) and more fields. */
export function mockUser(
  person: { id: string; email: string; password: string; name: string },
  fields: Record<string, unknown> = {},
): MockUser {
  return {
    email: person.email,
    password: person.password,
    fields: { id: person.id, name: person.name, ...fields },
  };
}

/** The user record as the mock holds it now (after `reset()`), for `<StoryPocketkit signedInAs>`. */
export function userRecord(pocketbase: PocketBaseMock, email: string) {
  const record = pocketbase.records("users").find((user) => user.email === email);
  if (!record) throw new Error(`The mock has no user ${email}`);
  return record;
}

/** The last mail of a kind to an address. */
export function lastMail(
  pocketbase: PocketBaseMock,
  to: string,
  kind: MockMail["kind"],
): MockMail | undefined {
  return pocketbase.mails().findLast((mail) => mail.to === to && mail.kind === kind);
}

/** Calls the mocked PocketBase directly (through msw), as another tab or an email link would. */
export async function callPocketBase(path: string, body: object, token?: string): Promise<Response> {
  return fetch(`${STORY_POCKETBASE_URL}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
}

/** Puts `?token=…` in the page's URL, as an email link would; returns the clean-up. */
export function withUrlToken(token: string): () => void {
  const before = window.location.href;
  const url = new URL(before);
  url.searchParams.set("token", token);
  window.history.replaceState(window.history.state, "", url);
  return () => window.history.replaceState(window.history.state, "", before);
}

/** The callback ran once, with exactly these arguments. */
export async function expectCalledOnceWith(callback: unknown, ...args: unknown[]): Promise<void> {
  await expect(callback).toHaveBeenCalledTimes(1);
  await expect(callback).toHaveBeenCalledWith(...args);
}

/** Tab, from the top of the page, reaches exactly these elements in this order. */
export async function expectTabOrder(elements: HTMLElement[]): Promise<void> {
  (document.activeElement as HTMLElement | null)?.blur();
  for (const element of elements) {
    await userEvent.tab();
    await expect(element).toHaveFocus();
  }
}

/** The control is marked invalid and described by exactly this error. */
export async function expectFieldError(control: HTMLElement, message: string): Promise<void> {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
  const describedBy = control.getAttribute("aria-describedby") ?? "";
  const texts = describedBy.split(" ").map((id) => document.getElementById(id)?.textContent);
  await expect(texts).toContain(message);
}

/** Nothing sticks out sideways: long emails and names wrap or truncate. */
export async function expectNoOverflow(element: HTMLElement): Promise<void> {
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
}

/** Where an element's text is drawn: a label's or heading's own box spans the whole line. */
export function textBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}
