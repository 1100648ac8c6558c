import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent, waitFor } from "storybook/test";

import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import { VerifyEmail } from "./verify-email";
import {
  ada,
  callPocketBase,
  expectNoOverflow,
  lastMail,
  longEmail,
  mockUser,
  userRecord,
  withUrlToken,
} from "./story-support";

const pocketbase = createStoryPocketBase({ users: [mockUser(ada, { verified: false })] });
const long = createStoryPocketBase({ users: [mockUser({ ...ada, email: longEmail }, { verified: false })] });

/** Asks the mock for a verification mail, as sign-up does, and returns its token. */
async function verificationToken(): Promise<string> {
  await callPocketBase("/collections/users/request-verification", { email: ada.email });
  return lastMail(pocketbase, ada.email, "verification")!.token!;
}

const meta = {
  title: "Auth/VerifyEmail/Connected",
  component: VerifyEmail,
  render: (args) => (
    <StoryPocketkit>
      <VerifyEmail {...args} />
    </StoryPocketkit>
  ),
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
} satisfies Meta<typeof VerifyEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link from the mail, its token in the page's URL: confirmed once (StrictMode or not). */
export const FromTheEmailLink: Story = {
  beforeEach: async () => withUrlToken(await verificationToken()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Your email is verified.")).toHaveAttribute("role", "status");
    await expect(userRecord(pocketbase, ada.email).verified).toBe(true);
  },
};

export const Verifying: Story = {
  args: { token: "slow" },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${STORY_POCKETBASE_URL}/api/collections/:collection/confirm-verification`, async () => {
        await delay(1500);
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Verifying your email…");
    await expect(
      await canvas.findByText("Your email is verified.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const BadLink: Story = {
  args: { token: "not-a-token" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This verification link has expired or is invalid.",
    );
    await expect(userRecord(pocketbase, ada.email).verified).toBe(false);
  },
};

/** Signed in but not verified, no link at hand: a new mail on request. */
export const SignedInUnverified: Story = {
  render: (args) => (
    <StoryPocketkit signedInAs={userRecord(pocketbase, ada.email)}>
      <VerifyEmail {...args} />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      `Your email ${ada.email} isn't verified yet.`,
    );
  },
};

/** SignedInUnverified, played: the steps a person takes from its first render, and what they lead to. */
export const SignedInUnverifiedInteraction: Story = {
  ...SignedInUnverified,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      `Your email ${ada.email} isn't verified yet.`,
    );
    await userEvent.click(canvas.getByRole("button", { name: "Send the link again" }));
    await expect(await canvas.findByText(`We sent a new link to ${ada.email}.`)).toBeInTheDocument();
    await waitFor(() => expect(lastMail(pocketbase, ada.email, "verification")).toBeDefined());
  },
};

export const Dark: Story = { ...SignedInUnverified, globals: { theme: "dark" } };

/** Dark, played as SignedInUnverifiedInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: SignedInUnverifiedInteraction.play,
};

export const German: Story = {
  ...BadLink,
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Dieser Bestätigungslink ist abgelaufen oder ungültig.",
    );
  },
};

/** A signed-in person with a very long address: it wraps. */
export const LongContent: Story = {
  beforeEach: ({ msw }) => {
    long.reset();
    msw.use(...long.handlers);
  },
  render: (args) => (
    <StoryPocketkit signedInAs={userRecord(long, longEmail)}>
      <VerifyEmail {...args} />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent(longEmail);
    await expectNoOverflow(canvas.getByRole("region", { name: "Verify your email" }));
  },
};
