import { PocketkitError } from "@pocketkit/client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { ChangeEmailFormView } from "./change-email-form-view";
import {
  ada,
  bob,
  expectCalledOnceWith,
  expectFieldError,
  expectNoOverflow,
  expectTabOrder,
  longEmail,
} from "./story-support";

const meta = {
  title: "Auth/ChangeEmailForm/View",
  component: ChangeEmailFormView,
  args: { currentEmail: ada.email, onSubmit: fn() },
} satisfies Meta<typeof ChangeEmailFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Your email now: ${ada.email}`)).toBeInTheDocument();
    const field = canvas.getByRole("textbox", { name: "New email" });
    await expect(field).toHaveAccessibleDescription(
      "We'll send a link to the new address. Your email changes when you open it.",
    );
    await expectTabOrder([field, canvas.getByRole("button", { name: "Send confirmation link" })]);
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(`Your email now: ${ada.email}`)).toBeInTheDocument();
    const field = canvas.getByRole("textbox", { name: "New email" });
    await expect(field).toHaveAccessibleDescription(
      "We'll send a link to the new address. Your email changes when you open it.",
    );
    await expectTabOrder([field, canvas.getByRole("button", { name: "Send confirmation link" })]);
    await userEvent.type(field, "ada@lovelace.example{Enter}");
    await expectCalledOnceWith(args.onSubmit, { newEmail: "ada@lovelace.example" });
  },
};

export const InvalidEmailInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole("textbox", { name: "New email" });
    await userEvent.type(field, "{Enter}");
    await expectFieldError(field, "Fill in this field.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The address belongs to another account (PocketBase does not say so outright, nor do we). */
export const AddressUnavailable: Story = {
  args: {
    defaultValues: { newEmail: bob.email },
    error: new PocketkitError({
      kind: "validation",
      status: 400,
      message: "Some fields need attention.",
      fieldErrors: {
        newEmail: { code: "validation_invalid_new_email", message: "Invalid new email address." },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expectFieldError(
      canvas.getByRole("textbox", { name: "New email" }),
      "This email can't be used. It may belong to another account.",
    );
  },
};

export const Sent: Story = {
  args: { sent: true, defaultValues: { newEmail: "ada@lovelace.example" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "We sent a confirmation link to ada@lovelace.example. Your email changes when you open it.",
    );
  },
};

export const Pending: Story = {
  args: { pending: true, defaultValues: { newEmail: "ada@lovelace.example" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Send confirmation link" })).toHaveAttribute(
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
    await expect(canvas.getByRole("button", { name: "Send confirmation link" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await userEvent.type(canvas.getByRole("textbox", { name: "New email" }), "{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "New email" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    currentEmail: longEmail,
    sent: true,
    defaultValues: { newEmail: longEmail.replace("ada", "augusta") },
  },
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByRole("region", { name: "Change your email" }));
  },
};

export const Dark: Story = { ...AddressUnavailable, globals: { theme: "dark" } };

export const German: Story = {
  ...AddressUnavailable,
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Deine E-Mail jetzt: ${ada.email}`)).toBeInTheDocument();
    await expectFieldError(
      canvas.getByRole("textbox", { name: "Neue E-Mail" }),
      "Diese E-Mail kann nicht verwendet werden. Vielleicht gehört sie zu einem anderen Konto.",
    );
  },
};
