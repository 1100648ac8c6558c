import { PocketkitError } from "@pocketkit/client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { ForgotPasswordFormView } from "./forgot-password-form-view";
import {
  ada,
  expectCalledOnceWith,
  expectFieldError,
  expectNoOverflow,
  expectTabOrder,
  longEmail,
} from "./story-support";

const meta = {
  title: "Auth/ForgotPasswordForm/View",
  component: ForgotPasswordFormView,
  args: { signInHref: "#sign-in", onSubmit: fn(), onReset: fn() },
} satisfies Meta<typeof ForgotPasswordFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    await expectTabOrder([
      email,
      canvas.getByRole("button", { name: "Send link" }),
      canvas.getByRole("link", { name: "Sign in" }),
    ]);
    await userEvent.type(email, `${ada.email}{Enter}`);
    await expectCalledOnceWith(args.onSubmit, { email: ada.email });
  },
};

export const InvalidEmailInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(email, "ada.example.com{Enter}");
    await expectFieldError(email, "Enter an email address like ada@example.com.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the same words for every address, so nobody learns who has an account. */
export const Sent: Story = {
  args: { sent: true, defaultValues: { email: ada.email } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `If an account exists for ${ada.email}, we sent it a link to reset the password. Check your inbox.`,
    );
  },
};

/** Sent, played: the steps a person takes from its first render, and what they lead to. */
export const SentInteraction: Story = {
  ...Sent,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `If an account exists for ${ada.email}, we sent it a link to reset the password. Check your inbox.`,
    );
    await userEvent.click(canvas.getByRole("button", { name: "Use a different email" }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true, defaultValues: { email: ada.email } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Send link" })).toHaveAttribute("aria-busy", "true");
  },
};

/** Pending, played: the steps a person takes from its first render, and what they lead to. */
export const PendingInteraction: Story = {
  ...Pending,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("button", { name: "Send link" })).toHaveAttribute("aria-busy", "true");
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Offline: Story = {
  args: {
    defaultValues: { email: ada.email },
    error: new PocketkitError({ kind: "network", message: "Can't reach the server. Check your connection." }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      /^Can't reach the server\. Check your connection\.$/,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Send link" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: { sent: true, defaultValues: { email: longEmail } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(longEmail);
    await expectNoOverflow(canvas.getByRole("region", { name: "Reset your password" }));
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

/** Dark, played as InvalidEmailInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: InvalidEmailInteraction.play,
};

export const German: Story = {
  args: { sent: true, defaultValues: { email: ada.email } },
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Passwort zurücksetzen" })).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent(`Falls es ein Konto für ${ada.email} gibt`);
  },
};
