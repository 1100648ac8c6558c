import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent } from "storybook/test";

import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import { ForgotPasswordForm } from "./forgot-password-form";
import { ada, expectNoOverflow, lastMail, longEmail, mockUser } from "./story-support";

const pocketbase = createStoryPocketBase({ users: [mockUser(ada)] });
const stranger = "nobody@pocketkit.test";

const meta = {
  title: "Auth/ForgotPasswordForm/Connected",
  component: ForgotPasswordForm,
  args: { signInHref: "#sign-in" },
  render: (args) => (
    <StoryPocketkit>
      <ForgotPasswordForm {...args} />
    </StoryPocketkit>
  ),
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A known address gets the mail, an unknown one gets none, and both read the same. */
export const NoAccountEnumerationInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), `${ada.email}{Enter}`);
    const known = (await canvas.findByRole("status")).textContent;
    await expect(known).toBe(
      `If an account exists for ${ada.email}, we sent it a link to reset the password. Check your inbox.`,
    );
    await expect(lastMail(pocketbase, ada.email, "password-reset")?.token).toBeTruthy();

    await userEvent.click(canvas.getByRole("button", { name: "Use a different email" }));
    await userEvent.clear(canvas.getByRole("textbox", { name: "Email" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), `${stranger}{Enter}`);
    const unknown = (await canvas.findByRole("status")).textContent;
    await expect(unknown).toBe(known!.replace(ada.email, stranger));
    await expect(pocketbase.mails().filter((mail) => mail.to === stranger)).toEqual([]);
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${STORY_POCKETBASE_URL}/api/collections/:collection/request-password-reset`, async () => {
        await delay(2000);
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
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), `${ada.email}{Enter}`);
    await expect(canvas.getByRole("button", { name: "Send link" })).toHaveAttribute("aria-busy", "true");
    await expect(await canvas.findByRole("status", {}, { timeout: 5000 })).toHaveTextContent(ada.email);
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${STORY_POCKETBASE_URL}/api/collections/:collection/request-password-reset`, () =>
        HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 }),
      ),
    );
  },
};

/** ServerError, played: the steps a person takes from its first render, and what they lead to. */
export const ServerErrorInteraction: Story = {
  ...ServerError,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), `${ada.email}{Enter}`);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/^Something went wrong\. Try again\.$/);
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

/** Dark, played as NoAccountEnumerationInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: NoAccountEnumerationInteraction.play,
};

export const German: Story = {
  globals: { locale: "de" },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "E-Mail" }), `${ada.email}{Enter}`);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      `Falls es ein Konto für ${ada.email} gibt`,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Send link" })).toBeDisabled();
  },
};

export const LongContentInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), `${longEmail}{Enter}`);
    await expect(await canvas.findByRole("status")).toHaveTextContent(longEmail);
    await expectNoOverflow(canvas.getByRole("region", { name: "Reset your password" }));
  },
};
