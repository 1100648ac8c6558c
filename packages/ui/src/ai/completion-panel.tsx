import { useCompletion } from "@pocketkit/hooks";
import { useState } from "react";

import { CompletionPanelView, type CompletionPanelViewProps } from "./completion-panel-view";
import type { CompletionKind, CompletionPanelStatus } from "./types";
import { useControllableState } from "../lib/use-controllable-state";

// What the model is asked when the app gives no prompt of its own. Not shown to anyone, so not
// in the catalogue; the route's `buildMessages` may well replace it with its own.
const DEFAULT_PROMPTS: Record<string, string> = {
  alt: "Write alt text for this image.",
  description: "Write a description of this image.",
  tags: "Suggest tags for this image, separated by commas.",
};

type CompletionPanelProps = Omit<
  CompletionPanelViewProps,
  "status" | "text" | "error" | "kind" | "onGenerate" | "onStop" | "onRegenerate" | "onTextChange"
> & {
  /** What to write; sent to the route as `kind`, and names the panel. */
  kind: CompletionKind;
  /**
   * More JSON fields the route needs, e.g. which image. Sent with every request beside `kind`,
   * `prompt` and `instructions`.
   *
   * @example { imageId: "k3b7…" }
   */
  input?: Record<string, unknown>;
  /** What the model is asked. @default a sentence for `kind` ("Write alt text for this image.") */
  prompt?: string;
  /** The completion route (`createCompletionHandler` of `@pocketkit/client/server`). @default "/api/completion" */
  endpoint?: string;
  /**
   * `false` when the app knows it has no AI provider: the panel says "AI is off" before any
   * request. Without it, the panel learns so from the route's `not_configured` answer.
   *
   * @default true
   */
  configured?: boolean;
  /** Called with the result as edited when the person accepts it; the panel then starts over. */
  onAccept?: (text: string) => void;
  /** Called when the person discards the result; the panel then starts over. */
  onDiscard?: () => void;
};

/**
 * An AI suggestion for one field, streamed from the completion route with `useCompletion`: the
 * person generates, watches it arrive, stops, regenerates, edits, and accepts or discards it.
 * Stop closes the request (and so the provider's); unmounting does too. The signed-in user's
 * token is sent, read as each request starts.
 *
 * @example
 * <CompletionPanel kind="alt" input={{ imageId: image.id }} showInstructions
 *   onAccept={(alt) => update.mutate({ id: image.id, data: { alt } })} />
 */
function CompletionPanel({
  kind,
  input,
  prompt,
  endpoint = "/api/completion",
  configured = true,
  showInstructions = false,
  instructions,
  defaultInstructions = "",
  onInstructionsChange,
  onAccept,
  onDiscard,
  ...props
}: CompletionPanelProps) {
  const [instructionsValue, setInstructions] = useControllableState({
    value: instructions,
    defaultValue: defaultInstructions,
    onChange: onInstructionsChange,
  });
  // The body is read as each request starts, so Regenerate sends the instructions as they are now.
  const completion = useCompletion({
    api: endpoint,
    body: { ...input, kind, ...(showInstructions ? { instructions: instructionsValue } : {}) },
  });
  // After Accept or Discard the panel shows its start again; the hook keeps its last answer.
  const [cleared, setCleared] = useState(false);

  let status: CompletionPanelStatus = cleared ? "idle" : completion.status;
  if (!configured || completion.error?.kind === "not_configured") status = "not-configured";

  return (
    <CompletionPanelView
      {...props}
      kind={kind}
      status={status}
      text={cleared ? "" : completion.text}
      error={completion.error}
      showInstructions={showInstructions}
      instructions={instructionsValue}
      onInstructionsChange={setInstructions}
      onGenerate={() => {
        setCleared(false);
        void completion.complete(prompt ?? DEFAULT_PROMPTS[kind] ?? `Write the ${kind}.`);
      }}
      onStop={completion.stop}
      onRegenerate={() => {
        setCleared(false);
        void completion.regenerate();
      }}
      onTextChange={completion.setText}
      onAccept={(text) => {
        setCleared(true);
        onAccept?.(text);
      }}
      onDiscard={() => {
        setCleared(true);
        onDiscard?.();
      }}
    />
  );
}

export { CompletionPanel };
export type { CompletionPanelProps };
