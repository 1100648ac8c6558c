import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { createStoryPocketBase, StoryPocketkit } from "@pocketkit/testkit/story";
import { AccountMenu } from "./account-menu";
import { ada, longEmail, longName, mockUser, userRecord } from "./story-support";

const pocketbase = createStoryPocketBase({
  users: [mockUser(ada), mockUser({ ...ada, id: "longnamedperson", email: longEmail, name: longName })],
});

const meta = {
  title: "Auth/AccountMenu/Connected",
  component: AccountMenu,
  args: { onSignedOut: fn(), items: [{ label: "Settings", onSelect: fn() }] },
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

/**
 * The menu has finished closing: Radix hides the rest of the page from assistive technology
 * (`aria-hidden`) until its closing animation ends, and the story's axe check runs after the play.
 */
const menuGone = () =>
  waitFor(() => {
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.querySelector("[data-aria-hidden]")).toBeNull();
  });

/** Who is signed in, and signing out: the menu goes away with the session. */
export const SignedInInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: ada.name }));
    await expect(await screen.findByRole("menu")).toHaveTextContent(ada.email);
    await userEvent.click(screen.getByRole("menuitem", { name: "Sign out" }));
    await expect(args.onSignedOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole("button", { name: ada.name })).toBeNull());
    await menuGone();
  },
};

/**
 * By keyboard: Enter on the trigger opens the menu with its first item focused, as Radix's own
 * trigger does, although the menu's code loads only then; Escape gives focus back to the trigger.
 */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole("button", { name: ada.name });
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
  },
};

/** Keyboard, played: the steps a person takes from its first render, and what they lead to. */
export const KeyboardInteraction: Story = {
  ...Keyboard,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const trigger = await canvas.findByRole("button", { name: ada.name });
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menu");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.items?.[0]?.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole("button", { name: ada.name })).toHaveFocus());
    // Now Radix's own trigger: opens again, Escape closes.
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: ada.name })).toHaveFocus();
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

export const Dark: Story = { globals: { theme: "dark" } };

/** Dark, played as SignedInInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: SignedInInteraction.play,
};

export const German: Story = {
  globals: { locale: "de" },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: ada.name }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Abmelden" }));
    await expect(args.onSignedOut).toHaveBeenCalledTimes(1);
    await menuGone();
  },
};
