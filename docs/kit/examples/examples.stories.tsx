import { createPocketBaseMock } from "@pocketkit/client/msw";
import { createStoryPocketBase, StoryPocketkit } from "@pocketkit/testkit/story";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor } from "storybook/test";

import { AlbumEditor } from "./album-editor";
import { AltTextWriter } from "./alt-text-writer";
import { FileLinks } from "./file-links";
import { App as FirstLiveList } from "./first-live-list";
import { GermanSignIn } from "./german-messages";
import { LiveStatus } from "./live-status";
import { PasswordSignIn } from "./password-sign-in";
import { PhotoUploader } from "./photo-uploader";
import { ServerHealth } from "./server-health";
import { SignInPage } from "./sign-in-page";
import { App as StyledApp } from "./styled-app";
import { ThemedPanel } from "./themed-panel";

// The documentation's examples (docs/kit/examples/*.tsx), each rendered as written against an
// in-memory PocketBase: the docs pages show these stories beside the files' source, and the
// Vitest storybook project runs each play function as a test. A story only provides what an app
// would (a provider, a server); it never changes the example.

const ADA = { email: "ada@example.com", password: "correct horse", fields: { name: "Ada" } };
const albums = [{ name: "Coast" }, { name: "Mountains" }, { name: "City" }];

const pocketbase = createStoryPocketBase({
  users: [ADA],
  collections: {
    albums: { records: albums },
    documents: {
      records: [
        { name: "Invoice March", file: "invoice_march_x1.pdf" },
        { name: "Lease", file: "lease_k2.pdf" },
      ],
    },
  },
});

/** The README's example makes its own client for https://pb.example.com: the mock answers there. */
const exampleDotCom = createPocketBaseMock({
  baseUrl: "https://pb.example.com",
  users: [ADA],
  collections: { albums: { records: albums } },
});

/** The completion route, streaming plain text as `createCompletionHandler` does. */
const completionRoute = http.post("*/api/completion", () => {
  const words = "Three wooden rowing boats on a pebble beach at sunset.".split(" ");
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [index, word] of words.entries()) {
        controller.enqueue(encoder.encode(index === 0 ? word : ` ${word}`));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
});

const meta = {
  title: "Examples",
  // The docs pages show these; no generated page of their own.
  tags: ["!autodocs"],
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    exampleDotCom.reset();
    msw.use(...pocketbase.handlers, ...exampleDotCom.handlers, completionRoute);
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.ownProvider ? (
        <Story />
      ) : (
        // Signed in as Ada: her record as the mock made it (a new id at each reset).
        <StoryPocketkit signedInAs={parameters.signedIn ? pocketbase.records("users")[0] : undefined}>
          <Story />
        </StoryPocketkit>
      ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstLiveListStory: Story = {
  name: "First live list",
  parameters: { ownProvider: true },
  render: () => <FirstLiveList />,
  play: async ({ canvas }) => {
    // The example's client keeps its session in localStorage: start signed out.
    const signOut = canvas.queryByRole("button", { name: "Sign out" });
    if (signOut) await userEvent.click(signOut);
    await userEvent.click(await canvas.findByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByText("Mountains")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Sign out" }));
    await expect(await canvas.findByRole("button", { name: "Sign in" })).toBeVisible();
  },
};

export const SignInPageStory: Story = {
  name: "Sign-in page",
  render: () => <SignInPage />,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Email"), ADA.email);
    await userEvent.type(canvas.getByLabelText("Password"), ADA.password);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByText(/Signed in as ada@example.com/)).toBeVisible();
  },
};

export const PasswordSignInStory: Story = {
  name: "Password sign-in (headless)",
  render: () => <PasswordSignIn />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Email"), ADA.email);
    await userEvent.type(canvas.getByLabelText("Password"), "wrong password");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Email or password is incorrect.");
    await userEvent.clear(canvas.getByLabelText("Password"));
    await userEvent.type(canvas.getByLabelText("Password"), ADA.password);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByRole("button", { name: `Sign out ${ADA.email}` })).toBeVisible();
  },
};

export const AlbumEditorStory: Story = {
  name: "Album editor",
  parameters: { signedIn: true },
  render: () => <AlbumEditor />,
  play: async ({ canvas }) => {
    await canvas.findByText("Mountains");
    await userEvent.type(canvas.getByLabelText("Album name"), "Forest");
    await userEvent.click(canvas.getByRole("button", { name: "Add" }));
    await expect(await canvas.findByText("Forest")).toBeVisible();
    const [first] = canvas.getAllByRole("button", { name: "Delete" });
    await userEvent.click(first!);
    await waitFor(() => expect(canvas.queryByText("City")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "Undo delete" }));
    await expect(await canvas.findByText("City")).toBeVisible();
  },
};

export const LiveStatusStory: Story = {
  name: "Live status",
  render: () => <LiveStatus />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("3 albums")).toBeVisible();
    await expect(await canvas.findByText("live")).toBeVisible();
  },
};

export const FileLinksStory: Story = {
  name: "File links",
  parameters: { signedIn: true },
  render: () => <FileLinks />,
  play: async ({ canvas }) => {
    const link = await canvas.findByRole("link", { name: "Lease" });
    await expect(link.getAttribute("href")).toMatch(/lease_k2\.pdf\?.*token=mock-file-token/);
  },
};

export const PhotoUploaderStory: Story = {
  name: "Photo uploader",
  parameters: { signedIn: true },
  render: () => <PhotoUploader />,
  play: async ({ canvas }) => {
    const canvasElement = document.createElement("canvas");
    canvasElement.width = canvasElement.height = 8;
    const blob = await new Promise<Blob>((resolve) =>
      canvasElement.toBlob((png) => resolve(png!), "image/png"),
    );
    await userEvent.upload(
      canvas.getByLabelText("Add photos"),
      new File([blob], "harbour.png", { type: "image/png" }),
    );
    await expect(await canvas.findByText("harbour.png: done", {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const AltTextWriterStory: Story = {
  name: "Alt text writer",
  parameters: { signedIn: true },
  render: () => <AltTextWriter imageId="img000000000001" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Write alt text" }));
    await waitFor(() =>
      expect(canvas.getByLabelText("Alt text")).toHaveValue(
        "Three wooden rowing boats on a pebble beach at sunset.",
      ),
    );
    // The last words arrive before the stream's end, which is when Stop turns into Regenerate.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Regenerate" })).toBeVisible(), {
      timeout: 5000,
    });
    await expect(canvas.getByLabelText("Alt text")).toHaveValue(
      "Three wooden rowing boats on a pebble beach at sunset.",
    );
  },
};

export const ServerHealthStory: Story = {
  name: "Server health",
  render: () => <ServerHealth />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("API is healthy.")).toBeVisible();
  },
};

export const ThemedPanelStory: Story = {
  name: "Themed panel",
  render: () => <ThemedPanel />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("switch"));
    await expect(canvasElement.querySelector(".dark")).not.toBeNull();
  },
};

export const GermanSignInStory: Story = {
  name: "Sign-in in German",
  render: () => <GermanSignIn />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Willkommen zurück")).toBeVisible();
  },
};

export const StyledAppStory: Story = {
  name: "Styled app (German)",
  parameters: { ownProvider: true },
  render: () => <StyledApp />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Anmelden" })).toBeVisible();
    await expect(await canvas.findByRole("table", { name: "albums" })).toBeVisible();
  },
};
