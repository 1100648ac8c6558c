import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { DropdownMenuItem } from "../overlays/dropdown-menu";
import { animationsSettled } from "../overlays/story-helpers";
import { AccountMenuView } from "./account-menu-view";
import { ada, longEmail, longName } from "./story-support";

const onSettings = fn();

// A small square avatar drawn as SVG, so that no picture is downloaded.
const avatarUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#7c3aed"/><circle cx="32" cy="26" r="12" fill="#ede9fe"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#ede9fe"/></svg>',
)}`;

/** An open modal menu hides the page behind it (radix-ui/primitives#2459): stories close it before axe runs. */
async function closeMenu() {
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
}

const meta = {
  title: "Auth/AccountMenu/View",
  component: AccountMenuView,
  args: {
    user: { name: ada.name, email: ada.email },
    onSignOut: fn(),
    children: <DropdownMenuItem onSelect={onSettings}>Settings</DropdownMenuItem>,
  },
  render: (args) => (
    <div style={{ display: "flex", justifyContent: "flex-end", width: 480 }}>
      <AccountMenuView {...args} />
    </div>
  ),
} satisfies Meta<typeof AccountMenuView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: Tab to the trigger, Enter opens, the email is shown, arrows reach Sign out. */
export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: ada.name });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await expect(menu).toHaveTextContent(ada.email);
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "Sign out" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menu");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(onSettings).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

export const WithAvatar: Story = {
  args: { user: { name: ada.name, email: ada.email, avatarUrl } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector("img")).toHaveAttribute("src", avatarUrl));
  },
};

/** No name on the account: the email stands in, and the initials come from it. */
export const EmailOnly: Story = {
  args: { user: { email: ada.email }, children: undefined },
};

/** EmailOnly, played: the steps a person takes from its first render, and what they lead to. */
export const EmailOnlyInteraction: Story = {
  ...EmailOnly,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: ada.email }));
    await expect(await screen.findAllByRole("menuitem")).toHaveLength(1);
    await closeMenu();
  },
};

export const LongContent: Story = {
  args: { user: { name: longName, email: longEmail } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: longName });
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(256);
  },
};

/** LongContent, played: the steps a person takes from its first render, and what they lead to. */
export const LongContentInteraction: Story = {
  ...LongContent,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: longName });
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(256);
    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    await animationsSettled();
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth + 1);
    await closeMenu();
  },
};

// The open states are non-modal (they look the same): Radix's modal menu hides the rest of the
// page from assistive technology while the trigger stays focusable, which axe reports
// (radix-ui/primitives#2459). The played stories stay modal and end with the menu closed.
export const Open: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true, modal: false },
  play: async () => {
    await screen.findByRole("menu");
    await animationsSettled();
  },
};

/** Open, played: the steps a person takes from its first render, and what they lead to. */
export const OpenInteraction: Story = {
  ...Open,
  args: { ...Open.args, modal: true },
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    await screen.findByRole("menu");
    await animationsSettled();
    await userEvent.click(screen.getByRole("menuitem", { name: "Sign out" }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

export const Dark: Story = { ...Open, tags: ["!autodocs"], globals: { theme: "dark" } };

/** Dark, played as OpenInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  args: { ...Dark.args, modal: true },
  tags: ["!autodocs", "interaction"],
  play: OpenInteraction.play,
};

export const German: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true, modal: false },
  globals: { locale: "de" },
  play: async () => {
    await screen.findByRole("menu");
    await animationsSettled();
  },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  args: { ...German.args, modal: true },
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    await screen.findByRole("menu");
    await animationsSettled();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "Abmelden" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/**
 * Right to left, open: the avatar before the name, on the right; the menu lined up with the
 * trigger's end, its left edge, and its text from the right.
 */
export const RightToLeft: Story = {
  ...Open,
  tags: ["!autodocs"],
  globals: { direction: "rtl" },
  play: async ({ canvas }) => {
    const menu = await screen.findByRole("menu");
    await animationsSettled();
    await expect(menu).toHaveAttribute("dir", "rtl");
    const trigger = canvas.getByRole("button", { name: ada.name });
    const avatar = trigger.querySelector("[data-slot=avatar]")!.getBoundingClientRect();
    const name = within(trigger).getByText(ada.name).getBoundingClientRect();
    await expect(avatar.left).toBeGreaterThan(name.left);
    await expect(
      Math.abs(menu.getBoundingClientRect().left - trigger.getBoundingClientRect().left),
    ).toBeLessThan(1);
  },
};
