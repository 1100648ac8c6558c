import { PocketkitError } from "@pocketkit/client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { ConfirmEmailChangeView } from "./confirm-email-change-view";
import {
  ada,
  expectCalledOnceWith,
  expectFieldError,
  expectNoOverflow,
  expectTabOrder,
  longEmail,
} from "./story-support";

const newAddress = "ada@lovelace.example";

const meta = {
  title: "Auth/ConfirmEmailChange/View",
  component: ConfirmEmailChangeView,
  args: { newEmail: newAddress, signInHref: "#sign-in", onSubmit: fn() },
} satisfies Meta<typeof ConfirmEmailChangeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(`Enter your password to change your email to ${newAddress}.`),
    ).toBeInTheDocument();
    const password = canvas.getByLabelText("Current password");
    await expectTabOrder([password, canvas.getByRole("button", { name: "Confirm new email" })]);
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText(`Enter your password to change your email to ${newAddress}.`),
    ).toBeInTheDocument();
    const password = canvas.getByLabelText("Current password");
    await expectTabOrder([password, canvas.getByRole("button", { name: "Confirm new email" })]);
    await userEvent.type(password, `${ada.password}{Enter}`);
    await expectCalledOnceWith(args.onSubmit, { password: ada.password });
  },
};

export const WrongPassword: Story = {
  args: {
    error: new PocketkitError({
      kind: "validation",
      status: 400,
      message: "Some fields need attention.",
      fieldErrors: {
        password: {
          code: "validation_invalid_password",
          message: "Missing or invalid auth record password.",
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expectFieldError(canvas.getByLabelText("Current password"), "The password is incorrect.");
  },
};

export const RequiredInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Confirm new email" }));
    await expectFieldError(canvas.getByLabelText("Current password"), "Fill in this field.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LinkExpired: Story = {
  args: {
    error: new PocketkitError({
      kind: "validation",
      status: 400,
      message: "Some fields need attention.",
      fieldErrors: {
        token: { code: "validation_invalid_token", message: "Invalid or expired token." },
        password: {
          code: "validation_invalid_password",
          message: "Missing or invalid auth record password.",
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      /^This link has expired or was already used\.$/,
    );
    await expect(canvas.queryByLabelText("Current password")).toBeNull();
  },
};

export const MissingToken: Story = {
  args: { missingToken: true, newEmail: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("This link is incomplete.");
  },
};

export const Done: Story = {
  args: { done: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `Your email has been changed. Sign in with ${newAddress}.`,
    );
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "#sign-in");
  },
};

export const Pending: Story = {
  args: { pending: true, defaultValues: { password: ada.password } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Confirm new email" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** Pending, played: the steps a person takes from its first render, and what they lead to. */
export const PendingInteraction: Story = {
  ...Pending,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("button", { name: "Confirm new email" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await userEvent.type(canvas.getByLabelText("Current password"), "{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Current password")).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: { newEmail: longEmail },
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByRole("region", { name: "Confirm your new email" }));
  },
};

export const Dark: Story = { ...WrongPassword, globals: { theme: "dark" } };

export const German: Story = {
  ...WrongPassword,
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(`Gib dein Passwort ein, um deine E-Mail in ${newAddress} zu ändern.`),
    ).toBeInTheDocument();
    await expectFieldError(canvas.getByLabelText("Aktuelles Passwort"), "Das Passwort ist falsch.");
  },
};
