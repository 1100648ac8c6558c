import { PocketkitError } from "@pocketkit/client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { SignUpFormView } from "./sign-up-form-view";
import {
  ada,
  expectCalledOnceWith,
  expectFieldError,
  expectNoOverflow,
  expectTabOrder,
  longEmail,
  longName,
  textBox,
} from "./story-support";

const meta = {
  title: "Auth/SignUpForm/View",
  component: SignUpFormView,
  args: { signInHref: "#sign-in", onSubmit: fn() },
} satisfies Meta<typeof SignUpFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole("textbox", { name: "Name" });
    const email = canvas.getByRole("textbox", { name: "Email" });
    const password = canvas.getByLabelText("Password");
    const confirm = canvas.getByLabelText("Confirm password");
    await expectTabOrder([
      name,
      email,
      password,
      confirm,
      canvas.getByRole("button", { name: "Create account" }),
      canvas.getByRole("link", { name: "Sign in" }),
    ]);
    await userEvent.type(name, ` ${ada.name} `);
    await userEvent.type(email, ada.email);
    await userEvent.type(password, ada.password);
    await userEvent.type(confirm, `${ada.password}{Enter}`);
    await expectCalledOnceWith(args.onSubmit, {
      name: ada.name,
      email: ada.email,
      password: ada.password,
      passwordConfirm: ada.password,
    });
  },
};

/** Checked before sending: blank fields and passwords that differ, each under its field. */
export const ClientChecksInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(canvas.getByLabelText("Password"), ada.password);
    await userEvent.type(canvas.getByLabelText("Confirm password"), "correct hose{Enter}");
    await expectFieldError(email, "Fill in this field.");
    await expectFieldError(canvas.getByLabelText("Confirm password"), "The passwords don't match.");
    await expect(canvas.getByLabelText("Password")).not.toHaveAttribute("aria-invalid");
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's problems, under their fields: an email already used, a password too short. */
export const ServerFieldErrors: Story = {
  args: {
    defaultValues: { email: ada.email, password: "short", passwordConfirm: "short" },
    error: new PocketkitError({
      kind: "validation",
      status: 400,
      message: "Some fields need attention.",
      fieldErrors: {
        email: { code: "validation_not_unique", message: "Value must be unique." },
        password: { code: "validation_min_text_constraint", message: "Must be at least 8 character(s)." },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expectFieldError(
      canvas.getByRole("textbox", { name: "Email" }),
      "An account with this email already exists.",
    );
    await expectFieldError(canvas.getByLabelText("Password"), "Must be at least 8 character(s).");
    await expect(canvas.getByText("Check the fields marked below.")).toHaveAttribute("role", "alert");
  },
};

export const Pending: Story = {
  args: {
    pending: true,
    defaultValues: { email: ada.email, password: ada.password, passwordConfirm: ada.password },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Create account" })).toHaveAttribute("aria-busy", "true");
  },
};

/** Pending, played: the steps a person takes from its first render, and what they lead to. */
export const PendingInteraction: Story = {
  ...Pending,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("button", { name: "Create account" })).toHaveAttribute("aria-busy", "true");
    await userEvent.type(canvas.getByLabelText("Confirm password"), "{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const input of canvas.getAllByRole("textbox")) await expect(input).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Create account" })).toBeDisabled();
  },
};

export const WithoutName: Story = {
  args: { showName: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("textbox", { name: "Name" })).toBeNull();
  },
};

/** The account exists but MFA wants a sign-in first. */
export const Created: Story = {
  args: { created: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Your account is ready. Sign in to continue.");
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "#sign-in");
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    defaultValues: { name: longName, email: longEmail },
    error: new PocketkitError({
      kind: "validation",
      status: 400,
      message: "Some fields need attention.",
      fieldErrors: {
        name: { code: "validation_max_text_constraint", message: "Must be no more than 80 character(s)." },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expectFieldError(
      canvas.getByRole("textbox", { name: "Name" }),
      "Must be no more than 80 character(s).",
    );
    await expectNoOverflow(canvas.getByRole("region", { name: "Create an account" }));
  },
};

export const Dark: Story = { ...ServerFieldErrors, globals: { theme: "dark" } };

export const German: Story = {
  ...ServerFieldErrors,
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Konto erstellen" })).toBeInTheDocument();
    await expectFieldError(
      canvas.getByRole("textbox", { name: "E-Mail" }),
      "Es gibt schon ein Konto mit dieser E-Mail.",
    );
  },
};

/** Right to left: every label over the right end of its field, the button's text centred. */
export const RightToLeft: Story = {
  globals: { direction: "rtl" },
  play: async ({ canvasElement }) => {
    // Name, email, password and its confirmation: each label names a text field.
    const labels = Array.from(canvasElement.querySelectorAll("label"));
    const fields = labels.map((label) => document.getElementById(label.htmlFor)!);
    await expect(fields.filter((field) => field instanceof HTMLInputElement)).toHaveLength(4);
    for (const [index, label] of labels.entries()) {
      const field = fields[index]!.getBoundingClientRect();
      const text = textBox(label);
      await expect(Math.abs(field.right - text.right)).toBeLessThan(1);
      await expect(text.left - field.left).toBeGreaterThan(field.width / 2);
      // The email address is written left to right, as in any language, its text on the right.
      const style = getComputedStyle(fields[index]!);
      const address = fields[index]!.getAttribute("type") === "email";
      await expect(style.direction).toBe(address ? "ltr" : "rtl");
      await expect(style.textAlign).toMatch(address ? /^right$/ : /^(start|right)$/);
    }
  },
};
