import { PocketkitError } from "@pocketkit/client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { ada, expectNoOverflow, longEmail } from "./story-support";
import { VerifyEmailView } from "./verify-email-view";

const meta = {
  title: "Auth/VerifyEmail/View",
  component: VerifyEmailView,
  args: { status: "pending", email: ada.email },
} satisfies Meta<typeof VerifyEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/^Verifying your email…$/);
    await expect(canvas.getByRole("region", { name: "Verify your email" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const Success: Story = {
  args: { status: "success", children: <a href="#library">Continue to your library</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/^Your email is verified\.$/);
    await expect(canvas.getByRole("link", { name: "Continue to your library" })).toBeInTheDocument();
  },
};

/** Success on the dark theme: the plain link given as children takes the kit's link colour. */
export const SuccessDark: Story = { ...Success, globals: { theme: "dark" } };

export const Failed: Story = {
  args: { status: "failed" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      /^This verification link has expired or is invalid\.$/,
    );
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Signed in, not verified yet: the link can be sent again, by keyboard too. */
export const Unverified: Story = {
  args: { status: "unverified", onResend: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `Your email ${ada.email} isn't verified yet. Open the link we sent to it.`,
    );
  },
};

/** Unverified, played: the steps a person takes from its first render, and what they lead to. */
export const UnverifiedInteraction: Story = {
  ...Unverified,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `Your email ${ada.email} isn't verified yet. Open the link we sent to it.`,
    );
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Send the link again" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Resending: Story = {
  args: { status: "unverified", onResend: fn(), resendPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Send the link again" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const Resent: Story = {
  args: { status: "unverified", onResend: fn(), resent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`We sent a new link to ${ada.email}.`)).toHaveAttribute("role", "status");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const ResendFailed: Story = {
  args: {
    status: "failed",
    onResend: fn(),
    resendError: new PocketkitError({ kind: "rate_limited", status: 429, message: "Too many requests." }),
  },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole("alert").map((alert) => alert.textContent);
    await expect(alerts).toEqual([
      "This verification link has expired or is invalid.",
      "Too many attempts. Wait a moment and try again.",
    ]);
  },
};

export const LongContent: Story = {
  args: { status: "unverified", email: longEmail, onResend: fn() },
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByRole("region", { name: "Verify your email" }));
  },
};

export const Dark: Story = { ...ResendFailed, globals: { theme: "dark" } };

export const German: Story = {
  args: { status: "unverified", onResend: fn() },
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "E-Mail bestätigen" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Link erneut senden" })).toBeInTheDocument();
  },
};
