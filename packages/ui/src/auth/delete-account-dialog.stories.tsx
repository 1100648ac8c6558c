import { createStoryPocketBase, StoryPocketkit } from "@pocketkit/testkit/story";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { animationsSettled } from "../overlays/story-helpers";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { DeleteAccountDialogView } from "./delete-account-dialog-view";
import { ada, longEmail, mockUser, userRecord } from "./story-support";

const pocketbase = createStoryPocketBase({ users: [mockUser(ada)] });

const meta = {
  title: "Auth/DeleteAccountDialog",
  component: DeleteAccountDialog,
  args: { open: true, onDeleted: fn(), onOpenChange: fn() },
  render: (args) => (
    <StoryPocketkit signedInAs={userRecord(pocketbase, ada.email)}>
      <DeleteAccountDialog {...args} />
    </StoryPocketkit>
  ),
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delete stays off until the account's email is typed; then the account is gone. */
export const Default: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await animationsSettled();
    const remove = dialog.getByRole("button", { name: "Delete account" });
    await expect(remove).toBeDisabled();
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await animationsSettled();
    const remove = dialog.getByRole("button", { name: "Delete account" });
    await expect(remove).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(`Type ${ada.email} to confirm`), "ada@");
    await expect(remove).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(`Type ${ada.email} to confirm`), "pocketkit.test{Enter}");
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledTimes(1));
    await expect(pocketbase.records("users").some((user) => user.email === ada.email)).toBe(false);
  },
};

export const CancelInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await animationsSettled();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(pocketbase.records("users")).toHaveLength(1);
  },
};

export const LongEmail: Story = {
  render: () => <DeleteAccountDialogView open email={longEmail} />,
  play: async () => {
    await within(document.body).findByRole("dialog");
    await animationsSettled();
  },
};

export const Failed: Story = {
  render: () => <DeleteAccountDialogView open email={ada.email} error="The server doesn't allow this." />,
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await animationsSettled();
    await expect(dialog.getByRole("alert")).toHaveTextContent("The server doesn't allow this.");
  },
};

export const Dark: Story = { ...LongEmail, globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
  render: () => <DeleteAccountDialogView open email={ada.email} />,
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await animationsSettled();
    await expect(dialog.getByRole("button", { name: "Konto löschen" })).toBeDisabled();
  },
};
