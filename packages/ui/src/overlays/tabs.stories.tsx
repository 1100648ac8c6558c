import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { MessagesProvider } from "../i18n/messages-context";
import { de } from "../i18n/de";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const meta = {
  title: "Overlays/Tabs",
  component: Tabs,
  args: { defaultValue: "records" },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Collection">
        <TabsTrigger value="records">Records</TabsTrigger>
        <TabsTrigger value="fields">Fields</TabsTrigger>
        <TabsTrigger value="rules">API rules</TabsTrigger>
      </TabsList>
      <TabsContent value="records">1,284 records in “photos”.</TabsContent>
      <TabsContent value="fields">title, album, taken_at, file.</TabsContent>
      <TabsContent value="rules">Only the owner may update or delete a photo.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const records = canvas.getByRole("tab", { name: "Records" });
    await expect(records).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("1,284 records");
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const records = canvas.getByRole("tab", { name: "Records" });
    await expect(records).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("1,284 records");
    // Tab reaches the selected tab; arrows move and show the panel; Home and End wrap around.
    await userEvent.tab();
    await expect(records).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const fields = canvas.getByRole("tab", { name: "Fields" });
    await expect(fields).toHaveFocus();
    await expect(fields).toHaveAttribute("data-state", "active");
    await expect(canvas.getByRole("tabpanel", { name: "Fields" })).toHaveTextContent("taken_at");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(records).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tabpanel", { name: "API rules" })).toBeVisible();
    await userEvent.keyboard("{Home}");
    await expect(records).toHaveFocus();
    // Tab from the list goes to the panel.
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Records" })).toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: "vertical" },
};

/** Vertical, played: the steps a person takes from its first render, and what they lead to. */
export const VerticalInteraction: Story = {
  ...Vertical,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Records" }));
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("tab", { name: "Fields" })).toHaveAttribute("aria-selected", "true");
  },
};

export const LongContent: Story = {
  args: { defaultValue: "tab-1" },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Tabs {...args}>
        <TabsList aria-label="Albums">
          {Array.from({ length: 8 }, (_, index) => (
            <TabsTrigger key={index} value={`tab-${index + 1}`}>
              Summer holidays, part {index + 1}
            </TabsTrigger>
          ))}
        </TabsList>
        {Array.from({ length: 8 }, (_, index) => (
          <TabsContent key={index} value={`tab-${index + 1}`}>
            {`Part ${index + 1}: `.concat(
              "Everyone invited to the album may view, download and comment on every photo in it. ".repeat(6),
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvas }) => {
    // The list scrolls instead of overflowing, and the last tab can still be reached.
    const list = canvas.getByRole("tablist");
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};

/** LongContent, played: the steps a person takes from its first render, and what they lead to. */
export const LongContentInteraction: Story = {
  ...LongContent,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    // The list scrolls instead of overflowing, and the last tab can still be reached.
    const list = canvas.getByRole("tablist");
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole("tab", { name: "Summer holidays, part 1" }));
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Part 8:");
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const German: Story = {
  args: { defaultValue: "datensaetze" },
  decorators: [
    (Story) => (
      <MessagesProvider messages={de}>
        <Story />
      </MessagesProvider>
    ),
  ],
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Sammlung">
        <TabsTrigger value="datensaetze">Datensätze</TabsTrigger>
        <TabsTrigger value="felder">Felder</TabsTrigger>
        <TabsTrigger value="regeln">API-Regeln</TabsTrigger>
      </TabsList>
      <TabsContent value="datensaetze">1.284 Datensätze in „photos“.</TabsContent>
      <TabsContent value="felder">title, album, taken_at, file.</TabsContent>
      <TabsContent value="regeln">Nur der Eigentümer darf ein Foto ändern oder löschen.</TabsContent>
    </Tabs>
  ),
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Datensätze" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tabpanel", { name: "Felder" })).toBeVisible();
  },
};

/** Right to left: the first tab on the right; the arrow keys follow the reading order. */
export const RightToLeft: Story = {
  globals: { direction: "rtl" },
  play: async ({ canvas }) => {
    const records = canvas.getByRole("tab", { name: "Records" });
    const fields = canvas.getByRole("tab", { name: "Fields" });
    await expect(records.getBoundingClientRect().left).toBeGreaterThan(fields.getBoundingClientRect().left);
  },
};

/** RightToLeft, played: ArrowLeft moves on to the next tab, as Radix does under dir="rtl". */
export const RightToLeftInteraction: Story = {
  ...RightToLeft,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Records" }));
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Fields" })).toHaveAttribute("aria-selected", "true");
  },
};
