import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent, waitFor } from "storybook/test";

import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import { ChangeEmailForm } from "./change-email-form";
import {
  ada,
  bob,
  expectFieldError,
  expectNoOverflow,
  lastMail,
  longEmail,
  mockUser,
  userRecord,
} from "./story-support";

const pocketbase = createStoryPocketBase({ users: [mockUser(ada), mockUser(bob)] });
const newAddress = "ada@lovelace.example";

const meta = {
  title: "Auth/ChangeEmailForm/Connected",
  component: ChangeEmailForm,
  render: (args) => (
    <StoryPocketkit signedInAs={userRecord(pocketbase, ada.email)}>
      <ChangeEmailForm {...args} />
    </StoryPocketkit>
  ),
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
} satisfies Meta<typeof ChangeEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address in use is refused under the field; a free one gets the confirmation mail. */
export const RoundTrip: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Your email now: ${ada.email}`)).toBeInTheDocument();
  },
};

/** RoundTrip, played: the steps a person takes from its first render, and what they lead to. */
export const RoundTripInteraction: Story = {
  ...RoundTrip,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Your email now: ${ada.email}`)).toBeInTheDocument();
    const field = canvas.getByRole("textbox", { name: "New email" });
    await userEvent.type(field, `${bob.email}{Enter}`);
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    await expectFieldError(field, "This email can't be used. It may belong to another account.");

    await userEvent.clear(field);
    await userEvent.type(field, `${newAddress}{Enter}`);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      `We sent a confirmation link to ${newAddress}.`,
    );
    await expect(lastMail(pocketbase, newAddress, "email-change")?.token).toBeTruthy();
    // Nothing changes until the link is opened.
    await expect(userRecord(pocketbase, ada.email).email).toBe(ada.email);
  },
};

/** Nobody signed in: nothing to change. */
export const SignedOut: Story = {
  render: (args) => (
    <StoryPocketkit>
      <ChangeEmailForm {...args} />
    </StoryPocketkit>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=change-email-form]")).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("textbox", { name: "New email" })).toBeDisabled();
  },
};

export const Dark: Story = { ...RoundTrip, globals: { theme: "dark" } };

/** Dark, played as RoundTripInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: RoundTripInteraction.play,
};

export const German: Story = {
  globals: { locale: "de" },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "Neue E-Mail" }), `${newAddress}{Enter}`);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      `Wir haben einen Bestätigungslink an ${newAddress} gesendet.`,
    );
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${STORY_POCKETBASE_URL}/api/collections/:collection/request-email-change`, async () => {
        await delay(1500);
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
};

/** Pending, played: the steps a person takes from its first render, and what they lead to. */
export const PendingInteraction: Story = {
  ...Pending,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "New email" }), `${newAddress}{Enter}`);
    await expect(canvas.getByRole("button", { name: "Send confirmation link" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(await canvas.findByRole("status", {}, { timeout: 5000 })).toHaveTextContent(newAddress);
  },
};

export const LongContentInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "New email" }), `${longEmail}{Enter}`);
    await expect(await canvas.findByRole("status")).toHaveTextContent(longEmail);
    await expectNoOverflow(canvas.getByRole("region", { name: "Change your email" }));
  },
};
