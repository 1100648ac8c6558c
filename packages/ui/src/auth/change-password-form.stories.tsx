import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { createStoryPocketBase, StoryPocketkit } from "@pocketkit/testkit/story";
import { ChangePasswordForm } from "./change-password-form";
import { ChangePasswordFormView } from "./change-password-form-view";
import { ada, callPocketBase, expectFieldError, mockUser, userRecord } from "./story-support";

const pocketbase = createStoryPocketBase({ users: [mockUser(ada)] });
const newPassword = "new horse battery";

const meta = {
  title: "Auth/ChangePasswordForm",
  component: ChangePasswordForm,
  args: { onChanged: fn() },
  render: (args) => (
    <StoryPocketkit signedInAs={userRecord(pocketbase, ada.email)}>
      <ChangePasswordForm {...args} />
    </StoryPocketkit>
  ),
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(
  canvas: Parameters<NonNullable<Story["play"]>>[0]["canvas"],
  old: string,
  next: string,
  confirm = next,
) {
  await userEvent.type(canvas.getByLabelText("Current password"), old);
  await userEvent.type(canvas.getByLabelText("New password"), next);
  await userEvent.type(canvas.getByLabelText("Confirm password"), `${confirm}{Enter}`);
}

/** A wrong current password lands under its field and keeps what was typed; the right one changes it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, "not my password", newPassword);
    const current = canvas.getByLabelText("Current password");
    await waitFor(() => expect(current).toHaveAttribute("aria-invalid", "true"));
    await expectFieldError(current, "The password is incorrect.");
    await expect(canvas.getByLabelText("New password")).toHaveValue(newPassword);
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await fill(canvas, "not my password", newPassword);
    const current = canvas.getByLabelText("Current password");
    await waitFor(() => expect(current).toHaveAttribute("aria-invalid", "true"));
    await expectFieldError(current, "The password is incorrect.");
    await expect(canvas.getByLabelText("New password")).toHaveValue(newPassword);
    await expect(args.onChanged).not.toHaveBeenCalled();

    await userEvent.clear(current);
    await userEvent.type(current, `${ada.password}{Enter}`);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Your password has been changed.");
    await expect(args.onChanged).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText("New password")).toHaveValue("");
    const fresh = await callPocketBase("/collections/users/auth-with-password", {
      identity: ada.email,
      password: newPassword,
    });
    await expect(fresh.status).toBe(200);
  },
};

/** The new password twice, differently: said before anything is sent. */
export const PasswordsDiffer: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, ada.password, newPassword, "something else");
    await expectFieldError(canvas.getByLabelText("Confirm password"), "The passwords don't match.");
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  render: () => (
    <ChangePasswordFormView
      pending
      defaultValues={{ oldPassword: "x", password: "y", passwordConfirm: "y" }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Change password" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const Disabled: Story = {
  render: () => <ChangePasswordFormView disabled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Current password")).toBeDisabled();
  },
};

export const Dark: Story = { ...PasswordsDiffer, globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
  render: () => <ChangePasswordFormView />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Passwort ändern" })).toBeVisible();
  },
};
