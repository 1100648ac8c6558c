import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import { MessagesProvider } from "../i18n/messages-context";
import { de } from "../i18n/de";
import { Avatar, AvatarFallback, AvatarImage } from "./avatar";

// An inline picture, so that the story needs no network.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#7c9cd4"/><circle cx="20" cy="16" r="7" fill="#fff"/><ellipse cx="20" cy="36" rx="13" ry="10" fill="#fff"/></svg>',
)}`;

const meta = {
  title: "Primitives/Avatar",
  component: Avatar,
  args: { name: "Ada Lovelace" },
  render: (args) => (
    <Avatar {...args}>
      <AvatarImage src={picture} />
      <AvatarFallback />
    </Avatar>
  ),
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The initials stand in until the picture has loaded, then the picture replaces them.
    await waitFor(() =>
      expect(canvas.getByRole("img", { name: "Avatar of Ada Lovelace" }).tagName).toBe("IMG"),
    );
  },
};

/** Initials while there is no picture, or when it fails to load; named like the picture. */
export const Fallback: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12 }}>
      <Avatar {...args}>
        <AvatarImage src="data:image/png;base64,broken" />
        <AvatarFallback />
      </Avatar>
      <Avatar name="Grace">
        <AvatarFallback />
      </Avatar>
      <Avatar name="Émilie du Châtelet" style={{ width: 56, height: 56 }}>
        <AvatarFallback />
      </Avatar>
    </div>
  ),
  play: async ({ canvas }) => {
    const ada = await canvas.findByRole("img", { name: "Avatar of Ada Lovelace" });
    await expect(ada).toHaveTextContent("AL");
    await expect(canvas.getByRole("img", { name: "Avatar of Grace" })).toHaveTextContent("G");
    await expect(canvas.getByRole("img", { name: "Avatar of Émilie du Châtelet" })).toHaveTextContent("ÉC");
  },
};

export const LongContent: Story = {
  args: { name: "Maria Salomea Skłodowska-Curie de la Recherche Scientifique" },
  render: (args) => (
    <Avatar {...args}>
      <AvatarFallback />
    </Avatar>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("img", {
        name: "Avatar of Maria Salomea Skłodowska-Curie de la Recherche Scientifique",
      }),
    ).toHaveTextContent("MS");
  },
};

export const Dark: Story = { ...Fallback, globals: { theme: "dark" } };

export const German: Story = {
  decorators: [(Story) => <MessagesProvider messages={de}>{<Story />}</MessagesProvider>],
  render: (args) => (
    <div style={{ display: "flex", gap: 12 }}>
      <Avatar {...args}>
        <AvatarImage src={picture} />
        <AvatarFallback />
      </Avatar>
      <Avatar name="Lise Meitner">
        <AvatarFallback />
      </Avatar>
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole("img", { name: "Avatar von Ada Lovelace" }).tagName).toBe("IMG"),
    );
    await expect(canvas.getByRole("img", { name: "Avatar von Lise Meitner" })).toHaveTextContent("LM");
  },
};
