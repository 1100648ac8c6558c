import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent, waitFor } from "storybook/test";

import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import { AccountMenu } from "./account-menu";
import { ConfirmEmailChange } from "./confirm-email-change";
import {
  ada,
  callPocketBase,
  expectFieldError,
  lastMail,
  mockUser,
  userRecord,
  withUrlToken,
} from "./story-support";

const pocketbase = createStoryPocketBase({ users: [mockUser(ada)] });
const newAddress = "ada@lovelace.example";

/** Signs in and asks for the change, as the settings page would; returns the mailed token. */
async function changeToken(): Promise<string> {
  const response = await callPocketBase("/collections/users/auth-with-password", {
    identity: ada.email,
    password: ada.password,
  });
  const { token } = (await response.json()) as { token: string };
  await callPocketBase("/collections/users/request-email-change", { newEmail: newAddress }, token);
  return lastMail(pocketbase, newAddress, "email-change")!.token!;
}

const meta = {
  title: "Auth/ConfirmEmailChange/Connected",
  component: ConfirmEmailChange,
  args: { signInHref: "#sign-in" },
  render: (args) => (
    <StoryPocketkit signedInAs={userRecord(pocketbase, ada.email)}>
      <div style={{ display: "flex", gap: 32, alignItems: "flex-start", flexWrap: "wrap" }}>
        <ConfirmEmailChange {...args} />
        <AccountMenu />
      </div>
    </StoryPocketkit>
  ),
  beforeEach: async ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
    return withUrlToken(await changeToken());
  },
} satisfies Meta<typeof ConfirmEmailChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The link from the mail: the new address is named, a wrong password is refused under the field,
 * the right one switches the email and signs this device out.
 */
export const FromTheEmailLink: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(`Enter your password to change your email to ${newAddress}.`),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole("button", { name: ada.name })).toBeInTheDocument();
  },
};

/** FromTheEmailLink, played: the steps a person takes from its first render, and what they lead to. */
export const FromTheEmailLinkInteraction: Story = {
  ...FromTheEmailLink,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(`Enter your password to change your email to ${newAddress}.`),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole("button", { name: ada.name })).toBeInTheDocument();
    const password = canvas.getByLabelText("Current password");
    await userEvent.type(password, "wrong horse{Enter}");
    await waitFor(() => expect(password).toHaveAttribute("aria-invalid", "true"));
    await expectFieldError(password, "The password is incorrect.");

    await userEvent.clear(password);
    await userEvent.type(password, `${ada.password}{Enter}`);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      `Your email has been changed. Sign in with ${newAddress}.`,
    );
    await expect(userRecord(pocketbase, newAddress).id).toBe(ada.id);
    await waitFor(() => expect(canvas.queryByRole("button", { name: ada.name })).toBeNull());
  },
};

/** The link was used already. */
// Not on the Docs page: there every story of this file renders at once on one mock, and this
// one's beforeEach confirms Ada's email change on it, so the others would find no Ada.
export const LinkUsed: Story = {
  tags: ["!autodocs"],
  beforeEach: async () => {
    const url = new URL(window.location.href);
    await callPocketBase("/collections/users/confirm-email-change", {
      token: url.searchParams.get("token"),
      password: ada.password,
    });
  },
  render: (args) => (
    <StoryPocketkit>
      <ConfirmEmailChange {...args} />
    </StoryPocketkit>
  ),
};

/** LinkUsed, played: the steps a person takes from its first render, and what they lead to. */
export const LinkUsedInteraction: Story = {
  ...LinkUsed,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Current password"), `${ada.password}{Enter}`);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      /^This link has expired or was already used\.$/,
    );
  },
};

export const Dark: Story = { ...FromTheEmailLink, globals: { theme: "dark" } };

/** Dark, played as FromTheEmailLinkInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: FromTheEmailLinkInteraction.play,
};

export const German: Story = {
  globals: { locale: "de" },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Aktuelles Passwort"), `${ada.password}{Enter}`);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      `Deine E-Mail wurde geändert. Melde dich mit ${newAddress} an.`,
    );
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${STORY_POCKETBASE_URL}/api/collections/:collection/confirm-email-change`, async () => {
        await delay(1500);
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
};

/** Pending, played: the steps a person takes from its first render, and what they lead to. */
export const PendingInteraction: Story = {
  ...Pending,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Current password"), `${ada.password}{Enter}`);
    await expect(canvas.getByRole("button", { name: "Confirm new email" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(await canvas.findByRole("status", {}, { timeout: 5000 })).toHaveTextContent(newAddress);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Current password")).toBeDisabled();
  },
};
