import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { MessagesProvider } from "../i18n/messages-context";
import { de } from "../i18n/de";
import { Button } from "../primitives/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from "./dropdown-menu";
import { animationsSettled } from "./story-helpers";

type MenuStoryArgs = React.ComponentProps<typeof DropdownMenu> & {
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

function RecordMenu({ onEdit, onDuplicate, onDelete, ...args }: MenuStoryArgs) {
  const [showArchived, setShowArchived] = useState(false);
  const [density, setDensity] = useState("comfortable");
  return (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="pk:w-56">
        <DropdownMenuLabel>Record</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onEdit}>
          Edit
          <DropdownMenuShortcut>⌘E</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onDuplicate}>
          Duplicate
          <DropdownMenuShortcut>⌘D</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuItem disabled>Move to another collection</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={showArchived} onCheckedChange={setShowArchived}>
          Show archived
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Density</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={density} onValueChange={setDensity}>
          <DropdownMenuRadioItem value="comfortable">Comfortable</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="compact">Compact</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * An open modal menu hides the rest of the page from assistive technology while the trigger stays
 * focusable, which axe reports as aria-hidden-focus; Radix does this on purpose
 * (radix-ui/primitives#2459). The open states are therefore shown non-modal (they look the same),
 * and the played stories, modal as the menu is by default, end with the menu closed.
 */
async function closeMenu() {
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
}

const meta = {
  title: "Overlays/DropdownMenu",
  component: DropdownMenu,
  args: { onEdit: fn(), onDuplicate: fn(), onDelete: fn() },
  render: (args) => <RecordMenu {...args} />,
} satisfies Meta<MenuStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Actions" });
    // Enter opens the menu with the first item focused; arrows move; Enter selects and closes.
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Edit" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "Duplicate" })).toHaveFocus();
    await expect(screen.getByRole("menuitem", { name: "Duplicate" })).toHaveAttribute("data-highlighted");
    await userEvent.keyboard("{Enter}");
    await expect(args.onDuplicate).toHaveBeenCalledTimes(1);
    await expect(args.onEdit).not.toHaveBeenCalled();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // Disabled items are skipped; the checkbox item toggles with Enter.
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("menu");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Edit" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const archived = screen.getByRole("menuitemcheckbox", { name: "Show archived" });
    await expect(archived).toHaveFocus();
    await expect(archived).toHaveAttribute("aria-checked", "false");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await expect(await screen.findByRole("menuitemcheckbox", { name: "Show archived" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    // Escape closes without selecting.
    await closeMenu();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true, modal: false },
  play: async () => {
    await screen.findByRole("menu");
    await animationsSettled();
    await expect(screen.getByRole("menuitemradio", { name: "Comfortable" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
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
    await expect(screen.getByRole("menuitemradio", { name: "Comfortable" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await userEvent.click(screen.getByRole("menuitem", { name: "Delete" }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

export const LongContent: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true, modal: false },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Move to album</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="pk:w-72">
        {Array.from({ length: 40 }, (_, index) => (
          <DropdownMenuItem key={index} onSelect={args.onEdit}>
            Summer holidays in the mountains, 2026 — part {index + 1} with a name long enough to wrap
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async () => {
    const menu = await screen.findByRole("menu");
    await animationsSettled();
    // The menu fits the viewport and scrolls; End reaches the last item.
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** LongContent, played: the steps a person takes from its first render, and what they lead to. */
export const LongContentInteraction: Story = {
  ...LongContent,
  args: { ...LongContent.args, modal: true },
  tags: ["!autodocs", "interaction"],
  play: async () => {
    const menu = await screen.findByRole("menu");
    await animationsSettled();
    // The menu fits the viewport and scrolls; End reaches the last item.
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.keyboard("{End}");
    await expect(screen.getByRole("menuitem", { name: /part 40 / })).toHaveFocus();
    await closeMenu();
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
  decorators: [
    (Story) => (
      <MessagesProvider messages={de}>
        <Story />
      </MessagesProvider>
    ),
  ],
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Aktionen</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={args.onEdit}>Bearbeiten</DropdownMenuItem>
        <DropdownMenuItem onSelect={args.onDuplicate}>Duplizieren</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={args.onDelete}>
          Löschen
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
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
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onDuplicate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/** Right to left: the menu reads from the right, its shortcuts and submenu chevrons on the left. */
export const RightToLeft: Story = {
  ...Open,
  tags: ["!autodocs"],
  globals: { direction: "rtl" },
  play: async () => {
    const menu = await screen.findByRole("menu");
    await expect(menu).toHaveAttribute("dir", "rtl");
  },
};
