import type { Meta, StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { createStoryPocketBase, StoryPocketkit } from "@pocketkit/testkit/story";
import { CompletionPanel } from "./completion-panel";
import {
  completionLog,
  LIGHTHOUSE_ALT,
  LIGHTHOUSE_ALT_AGAIN,
  notConfiguredCompletion,
  providerDownCompletion,
  rateLimitedCompletion,
  streamingCompletion,
} from "./story-completion-handlers";

// The connected panel against the completion route's msw double (same wire format, same error
// bodies) and the in-memory PocketBase that signs Ada in, so that her token goes with each request.
const pocketbase = createStoryPocketBase({
  users: [{ email: "ada@example.com", password: "correct horse", fields: { name: "Ada" } }],
});

const meta = {
  title: "AI/CompletionPanel",
  component: CompletionPanel,
  args: { kind: "alt", input: { imageId: "img_lighthouse" }, onAccept: fn(), onDiscard: fn() },
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    completionLog.reset();
    msw.use(...pocketbase.handlers, streamingCompletion());
  },
  render: (args) => (
    <StoryPocketkit signedInAs={pocketbase.records("users")[0]}>
      <div style={{ maxWidth: 520 }}>
        <CompletionPanel {...args} />
      </div>
    </StoryPocketkit>
  ),
} satisfies Meta<typeof CompletionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];
const panel = (canvas: Canvas, name = "Alt text") => within(canvas.getByRole("group", { name }));
const result = (canvas: Canvas) =>
  canvas.findByRole("textbox", { name: "Suggestion — edit it before you accept" }, { timeout: 5000 });
/** Waits until the editable result holds `value` (the answer streams in first). */
const resultReads = (canvas: Canvas, value: string) =>
  waitFor(
    () =>
      expect(canvas.getByRole("textbox", { name: "Suggestion — edit it before you accept" })).toHaveValue(
        value,
      ),
    { timeout: 5000 },
  );
const output = (canvas: Canvas) =>
  canvas.getByRole("group").querySelector("[data-slot=completion-panel-output]")!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Idle: Story = {
  play: async ({ canvas }) => {
    const alt = panel(canvas);
    const generate = alt.getByRole("button", { name: "Write alt text" });
    await expect(generate).toBeEnabled();
    await expect(alt.getByRole("status")).toHaveTextContent("");
    await expect(alt.queryByRole("button", { name: "Stop" })).not.toBeInTheDocument();
  },
};

/** Idle, played: the steps a person takes from its first render, and what they lead to. */
export const IdleInteraction: Story = {
  ...Idle,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const alt = panel(canvas);
    const generate = alt.getByRole("button", { name: "Write alt text" });
    await expect(generate).toBeEnabled();
    await expect(alt.getByRole("status")).toHaveTextContent("");
    await expect(alt.queryByRole("button", { name: "Stop" })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(generate).toHaveFocus();
    await expect(completionLog.requests).toHaveLength(0);
  },
};

export const Streaming: Story = {
  beforeEach: ({ msw }) => {
    msw.use(streamingCompletion({ delayMs: 60 }));
  },
};

/** Streaming, played: the steps a person takes from its first render, and what they lead to. */
export const StreamingInteraction: Story = {
  ...Streaming,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const alt = panel(canvas);
    // Keyboard only: Tab to the button, Enter. Focus follows to Stop as Generate gives way.
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const stop = await alt.findByRole("button", { name: "Stop" });
    await expect(stop).toHaveFocus();
    await expect(alt.getByRole("status")).toHaveTextContent("Writing…");
    await expect(output(canvas)).toHaveAttribute("aria-live", "polite");
    await expect(output(canvas)).toHaveAttribute("aria-busy", "true");
    // The text arrives piece by piece, not all at once.
    await waitFor(() => expect(output(canvas).textContent).toMatch(/^A red-and-white/));
    const early = output(canvas).textContent!.length;
    await expect(early).toBeLessThan(LIGHTHOUSE_ALT.length);
    await waitFor(() => expect(output(canvas).textContent!.length).toBeGreaterThan(early));
    // Done: announced once, the answer whole and editable, and focus on it.
    const textbox = await result(canvas);
    await expect(textbox).toHaveValue(LIGHTHOUSE_ALT);
    await expect(textbox).toHaveFocus();
    await expect(alt.getByRole("status")).toHaveTextContent("Done");
    await expect(output(canvas)).not.toHaveAttribute("aria-busy");
    // The route got what it needs, with the signed-in user's token.
    await expect(completionLog.requests).toHaveLength(1);
    const [request] = completionLog.requests;
    await expect(request!.body).toEqual({
      kind: "alt",
      imageId: "img_lighthouse",
      prompt: "Write alt text for this image.",
    });
    await expect(request!.authorization).toBeTruthy();
  },
};

export const EditAndAcceptInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Write alt text" }));
    const textbox = await result(canvas);
    await waitFor(() => expect(textbox).toHaveValue(LIGHTHOUSE_ALT));
    await userEvent.clear(textbox);
    await userEvent.type(textbox, "The lighthouse at Cap Fréhel at dusk.");
    await userEvent.click(canvas.getByRole("button", { name: "Accept" }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onAccept).toHaveBeenCalledWith("The lighthouse at Cap Fréhel at dusk.");
    // The panel starts over, with focus back on its button.
    const generate = await canvas.findByRole("button", { name: "Write alt text" });
    await expect(generate).toHaveFocus();
    await expect(canvas.queryByRole("textbox")).not.toBeInTheDocument();

    // Ctrl+Enter in the result accepts too.
    await userEvent.keyboard("{Enter}");
    const again = await result(canvas);
    await waitFor(() => expect(again).toHaveValue(LIGHTHOUSE_ALT));
    await userEvent.type(again, " Calm sea.");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect(args.onAccept).toHaveBeenLastCalledWith(`${LIGHTHOUSE_ALT} Calm sea.`);
  },
};

export const StopMidStream: Story = {
  beforeEach: ({ msw }) => {
    msw.use(streamingCompletion({ delayMs: 150, observeCancel: true }));
  },
};

/** StopMidStream, played: the steps a person takes from its first render, and what they lead to. */
export const StopMidStreamInteraction: Story = {
  ...StopMidStream,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Write alt text" }));
    await waitFor(() => expect(output(canvas).textContent!.length).toBeGreaterThan(10));
    await userEvent.click(canvas.getByRole("button", { name: "Stop" }));
    // The text so far stays, editable, and grows no more.
    const textbox = await result(canvas);
    const stoppedAt = (textbox as HTMLTextAreaElement).value;
    await expect(stoppedAt.length).toBeGreaterThan(10);
    await expect(stoppedAt.length).toBeLessThan(LIGHTHOUSE_ALT.length);
    await expect(LIGHTHOUSE_ALT.startsWith(stoppedAt)).toBe(true);
    await pause(700);
    await expect(textbox).toHaveValue(stoppedAt);
    await expect(canvas.getByRole("status")).toHaveTextContent("Stopped");
    await expect(canvas.queryByRole("button", { name: "Stop" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Regenerate" })).toBeEnabled();
    // The connection was really closed: the route's stream was cancelled.
    await waitFor(() => expect(completionLog.cancelled).toBe(1));
  },
};

export const Regenerate: Story = {
  args: { showInstructions: true },
  beforeEach: ({ msw }) => {
    msw.use(streamingCompletion({ answers: [LIGHTHOUSE_ALT, LIGHTHOUSE_ALT_AGAIN], wordsPerChunk: 3 }));
  },
};

/** Regenerate, played: the steps a person takes from its first render, and what they lead to. */
export const RegenerateInteraction: Story = {
  ...Regenerate,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Write alt text" }));
    await resultReads(canvas, LIGHTHOUSE_ALT);
    // New instructions go with the regenerated request.
    await userEvent.type(canvas.getByRole("textbox", { name: "Extra instructions" }), "Shorter, please.");
    await userEvent.click(canvas.getByRole("button", { name: "Regenerate" }));
    await resultReads(canvas, LIGHTHOUSE_ALT_AGAIN);
    await expect(completionLog.requests.map((request) => request.body.instructions)).toEqual([
      "",
      "Shorter, please.",
    ]);
    // Discard: nothing accepted, the panel starts over.
    await userEvent.click(canvas.getByRole("button", { name: "Discard" }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(await canvas.findByRole("button", { name: "Write alt text" })).toHaveFocus();
  },
};

export const RateLimited: Story = {
  beforeEach: ({ msw }) => {
    msw.use(rateLimitedCompletion(240));
  },
};

/** RateLimited, played: the steps a person takes from its first render, and what they lead to. */
export const RateLimitedInteraction: Story = {
  ...RateLimited,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Write alt text" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "AI limit reached — try again in 4 min.",
    );
    const retry = canvas.getByRole("button", { name: "Retry" });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(completionLog.requests).toHaveLength(2));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "AI limit reached — try again in 4 min.",
    );
  },
};

export const ProviderDown: Story = {
  beforeEach: ({ msw }) => {
    msw.use(providerDownCompletion({ once: true }));
  },
};

/** ProviderDown, played: the steps a person takes from its first render, and what they lead to. */
export const ProviderDownInteraction: Story = {
  ...ProviderDown,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Write alt text" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The AI service didn't answer. Try again.",
    );
    // Retry goes through once the provider is back.
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await resultReads(canvas, LIGHTHOUSE_ALT);
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const NotConfiguredByRoute: Story = {
  beforeEach: ({ msw }) => {
    msw.use(notConfiguredCompletion());
  },
};

/** NotConfiguredByRoute, played: the steps a person takes from its first render, and what they lead to. */
export const NotConfiguredByRouteInteraction: Story = {
  ...NotConfiguredByRoute,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Write alt text" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("AI is off: no provider is configured.");
    const generate = canvas.getByRole("button", { name: "Write alt text" });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription("AI is off: no provider is configured.");
    await expect(canvas.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  },
};

export const NotConfiguredByProp: Story = {
  args: { configured: false, showInstructions: true },
  play: async ({ canvas }) => {
    const generate = canvas.getByRole("button", { name: "Write alt text" });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription("AI is off: no provider is configured.");
    // Said up front, quietly: no alert, no request.
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: "Extra instructions" })).toBeDisabled();
    await pause(200);
    await expect(completionLog.requests).toHaveLength(0);
  },
};

const LONG_DESCRIPTION = Array.from(
  { length: 14 },
  (_, index) =>
    `Paragraph ${index + 1}: the old lighthouse stands where the cliffs meet the sea, its lamp long replaced by an automatic beacon that turns every twelve seconds.`,
)
  .join(" ")
  .concat(
    " Source: https://example.com/archives/brittany/lighthouses/cap-frehel/photographs/1962/negative-0042",
  );

export const LongContent: Story = {
  args: { kind: "description", showInstructions: true, defaultInstructions: "Formal tone. ".repeat(150) },
  beforeEach: ({ msw }) => {
    msw.use(streamingCompletion({ answers: [LONG_DESCRIPTION], delayMs: 5, wordsPerChunk: 12 }));
  },
  play: async ({ canvas }) => {
    const description = panel(canvas, "Description");
    const instructions = description.getByRole("textbox", { name: "Extra instructions" });
    // 1,950 characters: under the 2,000 limit, counted live.
    await expect(instructions).toHaveAccessibleDescription("1950 of 2000 characters");
  },
};

/** LongContent, played: the steps a person takes from its first render, and what they lead to. */
export const LongContentInteraction: Story = {
  ...LongContent,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const description = panel(canvas, "Description");
    const instructions = description.getByRole("textbox", { name: "Extra instructions" });
    // 1,950 characters: under the 2,000 limit, counted live.
    await expect(instructions).toHaveAccessibleDescription("1950 of 2000 characters");
    await userEvent.click(description.getByRole("button", { name: "Write a description" }));
    const textbox = await result(canvas);
    await waitFor(() => expect(textbox).toHaveValue(LONG_DESCRIPTION));
    const root = canvas.getByRole("group", { name: "Description" });
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    // Over the limit: said under the field, and nothing can be sent.
    await userEvent.type(instructions, "x".repeat(51));
    await expect(description.getByRole("alert")).toHaveTextContent(
      "Extra instructions can be at most 2000 characters.",
    );
    await expect(description.getByRole("button", { name: "Regenerate" })).toBeDisabled();
    await userEvent.type(instructions, "{Backspace}");
    await expect(instructions).toHaveAccessibleDescription("2000 of 2000 characters");
    await expect(description.getByRole("button", { name: "Regenerate" })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, showInstructions: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Write alt text" })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Extra instructions" })).toBeDisabled();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Write alt text" })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Extra instructions" })).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  args: { kind: "tags", showInstructions: true },
  beforeEach: ({ msw }) => {
    msw.use(streamingCompletion({ answers: ["lighthouse, coast, dusk, brittany, sea, rocks, gull"] }));
  },
};

/** Dark, played: the steps a person takes from its first render, and what they lead to. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Suggest tags" }));
    await resultReads(canvas, "lighthouse, coast, dusk, brittany, sea, rocks, gull");
    await expect(canvas.getByRole("button", { name: "Accept" })).toBeEnabled();
  },
};

export const DarkError: Story = {
  globals: { theme: "dark" },
  beforeEach: ({ msw }) => {
    msw.use(providerDownCompletion());
  },
};

/** DarkError, played: the steps a person takes from its first render, and what they lead to. */
export const DarkErrorInteraction: Story = {
  ...DarkError,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Write alt text" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The AI service didn't answer. Try again.",
    );
  },
};

export const German: Story = {
  globals: { locale: "de" },
  beforeEach: ({ msw }) => {
    msw.use(rateLimitedCompletion(240, { once: true }));
  },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const alt = panel(canvas, "Alternativtext");
    await userEvent.click(alt.getByRole("button", { name: "Alternativtext schreiben" }));
    await expect(await alt.findByRole("alert")).toHaveTextContent(
      "KI-Limit erreicht – versuche es in 4 Min. erneut.",
    );
    await userEvent.click(alt.getByRole("button", { name: "Erneut versuchen" }));
    const textbox = await alt.findByRole(
      "textbox",
      { name: "Vorschlag – vor dem Übernehmen bearbeitbar" },
      { timeout: 5000 },
    );
    await waitFor(() => expect(textbox).toHaveValue(LIGHTHOUSE_ALT));
    await expect(alt.getByRole("status")).toHaveTextContent("Fertig");
    await expect(alt.getByRole("button", { name: "Übernehmen" })).toBeEnabled();
  },
};

// An endpoint of the app's own, not the default one.
export const OwnEndpoint: Story = {
  args: { endpoint: "/ai/complete", kind: "description", prompt: "Describe the mood of this photo." },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post("*/ai/complete", async ({ request }) => {
        completionLog.requests.push({
          body: (await request.json()) as Record<string, unknown>,
          authorization: request.headers.get("authorization"),
        });
        return new Response("Quiet and a little melancholy.", { headers: { "content-type": "text/plain" } });
      }),
    );
  },
};

/** OwnEndpoint, played: the steps a person takes from its first render, and what they lead to. */
export const OwnEndpointInteraction: Story = {
  ...OwnEndpoint,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Write a description" }));
    await resultReads(canvas, "Quiet and a little melancholy.");
    await expect(completionLog.requests[0]!.body.prompt).toBe("Describe the mood of this photo.");
  },
};
