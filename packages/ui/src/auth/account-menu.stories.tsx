import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { createStoryPocketBase, StoryPocketkit } from "../story-support/story-pocketkit";
import { AccountMenu } from "./account-menu";
import { ada, longEmail, longName, mockUser, userRecord } from "./story-support";

const pocketbase = createStoryPocketBase({
  users: [mockUser(ada), mockUser({ ...ada, id: "longnamedperson", email: longEmail, name: longName })],
});

const meta = {
  title: "Auth/AccountMenu/Connected",
  component: AccountMenu,
  args: { onSignedOut: fn() },
  render: (args) => (
    <StoryPocketkit signedInAs={userRecord(pocketbase, ada.email)}>
      <AccountMenu {...args} />
    </StoryPocketkit>
  ),
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who is signed in, and signing out: the menu goes away with the session. */
export const SignedIn: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: ada.name }));
    await expect(await screen.findByRole("menu")).toHaveTextContent(ada.email);
    await userEvent.click(screen.getByRole("menuitem", { name: "Sign out" }));
    await expect(args.onSignedOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole("button", { name: ada.name })).toBeNull());
  },
};

export const SignedOut: Story = {
  render: (args) => (
    <StoryPocketkit>
      <AccountMenu {...args} />
    </StoryPocketkit>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=account-menu-trigger]")).toBeNull();
  },
};

export const LongContent: Story = {
  render: (args) => (
    <StoryPocketkit signedInAs={userRecord(pocketbase, longEmail)}>
      <AccountMenu {...args} />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole("button", { name: longName });
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(256);
  },
};

export const Dark: Story = { ...SignedIn, globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: ada.name }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Abmelden" }));
    await expect(args.onSignedOut).toHaveBeenCalledTimes(1);
  },
};
