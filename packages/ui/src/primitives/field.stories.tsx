import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";

import { MessagesProvider } from "../i18n/messages-context";
import { de } from "../i18n/de";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "./field";
import { Input } from "./input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";
import { Textarea } from "./textarea";

const meta = {
  title: "Primitives/Field",
  component: Field,
  render: (args) => (
    <Field {...args} style={{ width: 320 }}>
      <FieldLabel>Email</FieldLabel>
      <FieldControl>
        <Input type="email" />
      </FieldControl>
      <FieldHint>We send the sign-in link here.</FieldHint>
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("id");
    await expect(input).toHaveAccessibleDescription("We send the sign-in link here.");
    await expect(input).not.toBeInvalid();
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("id");
    await expect(input).toHaveAccessibleDescription("We send the sign-in link here.");
    await expect(input).not.toBeInvalid();
    await userEvent.click(canvas.getByText("Email"));
    await expect(input).toHaveFocus();
    await userEvent.keyboard("ada@example.com");
    await expect(input).toHaveValue("ada@example.com");
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field {...args} style={{ width: 320 }}>
      <FieldLabel>Email</FieldLabel>
      <FieldControl>
        <Input type="email" defaultValue="ada@" />
      </FieldControl>
      <FieldHint>We send the sign-in link here.</FieldHint>
      <FieldError>Enter a whole email address, like ada@example.com.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "We send the sign-in link here. Enter a whole email address, like ada@example.com.",
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent("Enter a whole email address");
  },
};

function ValidatedField() {
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const error = touched && value.trim() === "" ? "A title is required." : undefined;
  return (
    <Field style={{ width: 320 }}>
      <FieldLabel>Title</FieldLabel>
      <FieldControl>
        <Input
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(true)}
        />
      </FieldControl>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/** The error appears when the field is left empty, and goes once it is filled in. */
export const Validation: Story = {
  render: () => <ValidatedField />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Title" });
    await expect(input).not.toBeInvalid();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** Validation, played: the steps a person takes from its first render, and what they lead to. */
export const ValidationInteraction: Story = {
  ...Validation,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Title" });
    await expect(input).not.toBeInvalid();
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("A title is required.");
    await expect(canvas.getByRole("alert")).toHaveTextContent("A title is required.");
    await userEvent.type(input, "Summer");
    await expect(input).not.toBeInvalid();
    await expect(input).not.toHaveAttribute("aria-describedby");
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toBeDisabled();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "ada@example.com", { pointerEventsCheck: 0 });
    await expect(input).toHaveValue("");
  },
};

export const WithTextareaAndSelect: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16, width: 360 }}>
      <Field>
        <FieldLabel>Description</FieldLabel>
        <FieldControl>
          <Textarea />
        </FieldControl>
        <FieldHint>Markdown works here.</FieldHint>
      </Field>
      <Field>
        <FieldLabel>Visibility</FieldLabel>
        <Select>
          <FieldControl>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </FieldControl>
          <SelectContent>
            <SelectItem value="private">Only me</SelectItem>
            <SelectItem value="shared">People with the link</SelectItem>
          </SelectContent>
        </Select>
        <FieldError>Choose who can see the album.</FieldError>
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Description" })).toHaveAccessibleDescription(
      "Markdown works here.",
    );
    const trigger = canvas.getByRole("combobox", { name: /Visibility/ });
    await expect(trigger).toBeInvalid();
    await expect(trigger).toHaveAccessibleDescription("Choose who can see the album.");
  },
};

export const LongContent: Story = {
  render: () => (
    <Field style={{ width: 320 }}>
      <FieldLabel>
        The email address we may use for sign-in links, receipts and notes about your account
      </FieldLabel>
      <FieldControl>
        <Input
          type="email"
          defaultValue="ada.augusta.king.countess.of.lovelace@analytical-engine.example.com"
        />
      </FieldControl>
      <FieldHint>
        We never share it. You can change it later in your account settings, where you can also choose which
        notes we send you and how often.
      </FieldHint>
      <FieldError>
        This address is already used by another account. Sign in with it instead, or reset its password if you
        no longer know it.
      </FieldError>
    </Field>
  ),
};

export const Dark: Story = { ...WithError, globals: { theme: "dark" } };

export const German: Story = {
  decorators: [(Story) => <MessagesProvider messages={de}>{<Story />}</MessagesProvider>],
  render: () => (
    <div style={{ display: "grid", gap: 16, width: 320 }}>
      <Field>
        <FieldLabel>E-Mail</FieldLabel>
        <FieldControl>
          <Input type="email" defaultValue="ada@" />
        </FieldControl>
        <FieldHint>Hierhin senden wir den Anmeldelink.</FieldHint>
        <FieldError>Gib eine vollständige E-Mail-Adresse ein.</FieldError>
      </Field>
      <Field>
        <FieldLabel>Sichtbarkeit</FieldLabel>
        <Select>
          <FieldControl>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </FieldControl>
          <SelectContent>
            <SelectItem value="private">Nur ich</SelectItem>
          </SelectContent>
        </Select>
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "E-Mail" })).toHaveAccessibleDescription(
      "Hierhin senden wir den Anmeldelink. Gib eine vollständige E-Mail-Adresse ein.",
    );
    await expect(canvas.getByRole("combobox", { name: /Sichtbarkeit/ })).toHaveTextContent("Auswählen…");
  },
};
