import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import { AccountMenu } from "./account-menu";
import { SignUpForm } from "./sign-up-form";
import { ada, bob, expectFieldError, lastMail, longEmail, longName, mockUser } from "./story-support";

const pocketbase = createStoryPocketBase({ users: [mockUser(ada)] });

const meta = {
  title: "Auth/SignUpForm/Connected",
  component: SignUpForm,
  args: { onSignedUp: fn(), signInHref: "#sign-in" },
  render: (args) => (
    <StoryPocketkit>
      <div style={{ display: "flex", gap: 32, alignItems: "flex-start", flexWrap: "wrap" }}>
        <SignUpForm {...args} />
        <AccountMenu />
      </div>
    </StoryPocketkit>
  ),
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(
  canvas: Parameters<NonNullable<Story["play"]>>[0]["canvas"],
  email: string,
  password: string,
) {
  await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), bob.name);
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), email);
  await userEvent.type(canvas.getByLabelText("Password"), password);
  await userEvent.type(canvas.getByLabelText("Confirm password"), `${password}{Enter}`);
}

/** A new account: created, signed in (the menu shows the name), and a verification mail sent. */
export const RoundTrip: Story = {
  play: async ({ args, canvas }) => {
    await fillIn(canvas, bob.email, bob.password);
    await expect(await canvas.findByRole("button", { name: bob.name })).toBeInTheDocument();
    await expect(args.onSignedUp).toHaveBeenCalledWith(
      expect.objectContaining({ email: bob.email, name: bob.name }),
    );
    await waitFor(() => expect(lastMail(pocketbase, bob.email, "verification")).toBeDefined());
  },
};

/** The email has an account already: said under the email field, and nobody is signed in. */
export const EmailTaken: Story = {
  play: async ({ args, canvas }) => {
    await fillIn(canvas, ada.email, bob.password);
    const email = canvas.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    await expectFieldError(email, "An account with this email already exists.");
    await expect(args.onSignedUp).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("button", { name: bob.name })).toBeNull();
  },
};

/** The server's own rule, under the password, as the server words it. */
export const PasswordTooShort: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas, bob.email, "short");
    const password = canvas.getByLabelText("Password");
    await waitFor(() => expect(password).toHaveAttribute("aria-invalid", "true"));
    await expectFieldError(password, "Must be at least 8 character(s).");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Create account" })).toBeDisabled();
  },
};

export const Dark: Story = { ...EmailTaken, globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "E-Mail" }), ada.email);
    await userEvent.type(canvas.getByLabelText("Passwort"), bob.password);
    await userEvent.type(canvas.getByLabelText("Passwort bestätigen"), `${bob.password}{Enter}`);
    await expect(await canvas.findByText("Es gibt schon ein Konto mit dieser E-Mail.")).toBeInTheDocument();
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${STORY_POCKETBASE_URL}/api/collections/users/records`, async () => {
        await delay(1500);
        return HttpResponse.json({ status: 503, message: "Service unavailable.", data: {} }, { status: 503 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await fillIn(canvas, bob.email, bob.password);
    await expect(canvas.getByRole("button", { name: "Create account" })).toHaveAttribute("aria-busy", "true");
    // A 503 is the server out of reach (restarting, or a gateway that cannot reach it).
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      /^Can't reach the server\. Check your connection\.$/,
    );
  },
};

/** A very long name and email: accepted, and the account menu truncates them. */
export const LongContentInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), longName.slice(0, 80));
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), longEmail);
    await userEvent.type(canvas.getByLabelText("Password"), bob.password);
    await userEvent.type(canvas.getByLabelText("Confirm password"), `${bob.password}{Enter}`);
    const trigger = await canvas.findByRole("button", { name: longName.slice(0, 80) });
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(256);
  },
};
