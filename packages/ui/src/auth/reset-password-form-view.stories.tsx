import { PocketkitError } from "@pocketkit/client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { ResetPasswordFormView } from "./reset-password-form-view";
import { expectCalledOnceWith, expectFieldError, expectNoOverflow, expectTabOrder } from "./story-support";

const expiredLink = new PocketkitError({
  kind: "validation",
  status: 400,
  message: "Some fields need attention.",
  fieldErrors: { token: { code: "validation_invalid_token", message: "Invalid or expired token." } },
});

const longRule =
  "The password must contain at least one upper case letter, one lower case letter, one digit and one of the characters !@#$%^&*() and must not repeat any character three times in a row.";

const meta = {
  title: "Auth/ResetPasswordForm/View",
  component: ResetPasswordFormView,
  args: { signInHref: "#sign-in", forgotPasswordHref: "#forgot-password", onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText("New password");
    const confirm = canvas.getByLabelText("Confirm password");
    await expectTabOrder([password, confirm, canvas.getByRole("button", { name: "Change password" })]);
    await userEvent.type(password, "new horse battery");
    await userEvent.type(confirm, "new horse battery{Enter}");
    await expectCalledOnceWith(args.onSubmit, {
      password: "new horse battery",
      passwordConfirm: "new horse battery",
    });
  },
};

export const PasswordsDifferInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText("New password"), "new horse battery");
    await userEvent.type(canvas.getByLabelText("Confirm password"), "new horse batter{Enter}");
    await expectFieldError(canvas.getByLabelText("Confirm password"), "The passwords don't match.");
    await expect(canvas.getByLabelText("Confirm password")).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The collection's rule, under the password, as the server words it. */
export const PasswordRefused: Story = {
  args: {
    error: new PocketkitError({
      kind: "validation",
      status: 400,
      message: "Some fields need attention.",
      fieldErrors: {
        password: {
          code: "validation_length_out_of_range",
          message: "The length must be between 8 and 255.",
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expectFieldError(canvas.getByLabelText("New password"), "The length must be between 8 and 255.");
  },
};

/** The link was used or is too old: no form, a way to ask for a new one. */
export const LinkExpired: Story = {
  args: { error: expiredLink },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      /^This link has expired or was already used\.$/,
    );
    await expect(canvas.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "#forgot-password",
    );
    await expect(canvas.queryByLabelText("New password")).toBeNull();
  },
};

export const MissingToken: Story = {
  args: { missingToken: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "This link is incomplete. Open the link from the email again.",
    );
  },
};

export const Done: Story = {
  args: { done: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Your password has been changed. Sign in with your new password.",
    );
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "#sign-in");
  },
};

export const Pending: Story = {
  args: {
    pending: true,
    defaultValues: { password: "new horse battery", passwordConfirm: "new horse battery" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Change password" })).toHaveAttribute(
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
    await expect(canvas.getByRole("button", { name: "Change password" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await userEvent.type(canvas.getByLabelText("Confirm password"), "{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("New password")).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Change password" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    title: "Choose a new password for ada.augusta.king.countess.of.lovelace@analytical-engine.example.com",
    error: new PocketkitError({
      kind: "validation",
      status: 400,
      message: "Some fields need attention.",
      fieldErrors: {
        password: {
          code: "validation_pattern_mismatch",
          message: longRule,
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expectFieldError(canvas.getByLabelText("New password"), longRule);
    await expectNoOverflow(canvas.getAllByRole("region")[0]!);
  },
};

export const Dark: Story = { ...LinkExpired, globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Neues Passwort wählen" })).toBeInTheDocument();
  },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Neues Passwort wählen" })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText("Neues Passwort"), "neues Pferd{Enter}");
    await expectFieldError(canvas.getByLabelText("Passwort bestätigen"), "Fülle dieses Feld aus.");
  },
};
