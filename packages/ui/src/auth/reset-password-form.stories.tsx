import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent, waitFor } from "storybook/test";

import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import { ResetPasswordForm } from "./reset-password-form";
import { ada, callPocketBase, expectFieldError, lastMail, mockUser, withUrlToken } from "./story-support";

const pocketbase = createStoryPocketBase({ users: [mockUser(ada)] });
const newPassword = "new horse battery";

/** Asks the mock for a reset mail, as the forgot-password page would, and returns its token. */
async function resetToken(): Promise<string> {
  await callPocketBase("/collections/users/request-password-reset", { email: ada.email });
  return lastMail(pocketbase, ada.email, "password-reset")!.token!;
}

const meta = {
  title: "Auth/ResetPasswordForm/Connected",
  component: ResetPasswordForm,
  args: { signInHref: "#sign-in", forgotPasswordHref: "#forgot-password" },
  render: (args) => (
    <StoryPocketkit>
      <ResetPasswordForm {...args} />
    </StoryPocketkit>
  ),
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The link from the mail (its token in the page's URL): a refused password, then a good one;
 * the old password stops working and the new one signs in.
 */
export const FromTheEmailLink: Story = {
  beforeEach: async () => withUrlToken(await resetToken()),
};

/** FromTheEmailLink, played: the steps a person takes from its first render, and what they lead to. */
export const FromTheEmailLinkInteraction: Story = {
  ...FromTheEmailLink,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText("New password");
    await userEvent.type(password, "short");
    await userEvent.type(canvas.getByLabelText("Confirm password"), "short{Enter}");
    await waitFor(() => expect(password).toHaveAttribute("aria-invalid", "true"));
    await expectFieldError(password, "The length must be between 8 and 255.");

    await userEvent.clear(password);
    await userEvent.clear(canvas.getByLabelText("Confirm password"));
    await userEvent.type(password, newPassword);
    await userEvent.type(canvas.getByLabelText("Confirm password"), `${newPassword}{Enter}`);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Your password has been changed. Sign in with your new password.",
    );
    const old = await callPocketBase("/collections/users/auth-with-password", {
      identity: ada.email,
      password: ada.password,
    });
    await expect(old.status).toBe(400);
    const fresh = await callPocketBase("/collections/users/auth-with-password", {
      identity: ada.email,
      password: newPassword,
    });
    await expect(fresh.status).toBe(200);
  },
};

/** A link already used: says so, and offers a new one. */
export const LinkUsed: Story = {
  beforeEach: async () => {
    const token = await resetToken();
    await callPocketBase("/collections/users/confirm-password-reset", {
      token,
      password: newPassword,
      passwordConfirm: newPassword,
    });
    return withUrlToken(token);
  },
};

/** LinkUsed, played: the steps a person takes from its first render, and what they lead to. */
export const LinkUsedInteraction: Story = {
  ...LinkUsed,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("New password"), "another horse");
    await userEvent.type(canvas.getByLabelText("Confirm password"), "another horse{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      /^This link has expired or was already used\.$/,
    );
    await expect(canvas.getByRole("link", { name: "Ask for a new link" })).toBeInTheDocument();
  },
};

/** No token in the URL at all. */
export const MissingToken: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("This link is incomplete.");
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
  beforeEach: async () => withUrlToken(await resetToken()),
  globals: { locale: "de" },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Neues Passwort"), newPassword);
    await userEvent.type(canvas.getByLabelText("Passwort bestätigen"), `${newPassword}{Enter}`);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Dein Passwort wurde geändert.");
  },
};

export const Pending: Story = {
  args: { token: "any" },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${STORY_POCKETBASE_URL}/api/collections/:collection/confirm-password-reset`, async () => {
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
    await userEvent.type(canvas.getByLabelText("New password"), newPassword);
    await userEvent.type(canvas.getByLabelText("Confirm password"), `${newPassword}{Enter}`);
    await expect(canvas.getByRole("button", { name: "Change password" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(await canvas.findByRole("status", {}, { timeout: 5000 })).toHaveTextContent(
      "Your password has been changed.",
    );
  },
};

export const Disabled: Story = {
  args: { token: "any", disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("New password")).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Change password" })).toBeDisabled();
  },
};
