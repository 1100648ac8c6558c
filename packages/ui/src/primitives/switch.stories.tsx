import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { Label } from "./label";
import { Switch } from "./switch";

const meta = {
  title: "Primitives/Switch",
  component: Switch,
  args: { onCheckedChange: fn() },
  // `checked` set here makes the switch controlled: it shows what the control says.
  argTypes: {
    checked: { control: "boolean" },
    disabled: { control: "boolean" },
    "aria-invalid": { control: "boolean" },
    defaultChecked: { control: false },
    onCheckedChange: { control: false },
  },
  render: (args) => (
    <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
      <Switch id="switch-story" {...args} />
      <Label htmlFor="switch-story">Email me about new comments</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Email me about new comments" });
    await expect(toggle).not.toBeChecked();
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Email me about new comments" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute("data-state", "checked");
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Keyboard: Tab reaches it, Space and Enter flip it.
    toggle.blur();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Email me about new comments" });
    await expect(toggle).toBeDisabled();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Email me about new comments" });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await userEvent.click(canvas.getByText("Email me about new comments"));
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 8, alignItems: "flex-start", width: 320 }}>
      <Switch id="switch-story-long" {...args} />
      <Label htmlFor="switch-story-long">
        Email me when someone comments on, likes or shares one of my albums, at most once a day
      </Label>
    </div>
  ),
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
      <Switch aria-label="Off" {...args} />
      <Switch aria-label="On" defaultChecked {...args} />
      <Switch aria-label="Disabled" disabled {...args} />
    </div>
  ),
  globals: { theme: "dark" },
};

/** Right to left, on: the thumb at the left end of its track, where "on" is in this reading order. */
export const RightToLeft: Story = {
  args: { defaultChecked: true },
  globals: { direction: "rtl" },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Email me about new comments" });
    await expect(toggle).toBeChecked();
    const track = toggle.getBoundingClientRect();
    const thumb = () => toggle.querySelector("[data-slot=switch-thumb]")!.getBoundingClientRect();
    // Inside its track (it used to slide out past the right end), on the left.
    await waitFor(() => expect(thumb().left).toBeGreaterThanOrEqual(track.left));
    await expect(thumb().right).toBeLessThanOrEqual(track.right);
    await expect(thumb().left - track.left).toBeLessThan(track.width / 4);
  },
};
