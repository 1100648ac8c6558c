/**
 * - `idle`: nothing asked yet (or the last answer was accepted or discarded);
 * - `streaming`: the answer is arriving;
 * - `done`: it arrived whole, and can be edited and accepted;
 * - `stopped`: Stop ended it; the text so far can be edited and accepted;
 * - `error`: it failed (`error` says why);
 * - `not-configured`: the app has no AI provider, so nothing can be asked.
 */
export type CompletionPanelStatus = "idle" | "streaming" | "done" | "stopped" | "error" | "not-configured";

/** What the panel writes. The three the Gallery uses have their own wording; any other is sent as given. */
export type CompletionKind = "alt" | "description" | "tags" | (string & {});
