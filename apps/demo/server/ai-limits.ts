/**
 * The Gallery's AI limit (DESIGN §7): 20 completions per user per 10 minutes, whoever asks — the
 * person through POST /api/completion or the alt text job on their behalf (both count in
 * `ai_usage`).
 */
export const AI_LIMITS = { perWindow: 20, windowMs: 10 * 60_000 } as const;

/**
 * The alt text job takes at most this many of a user's completions in a window, so that someone
 * who uploads 50 photos can still ask for a description of their own at once: the job waits for
 * the window, the person does not.
 */
export const ALT_TEXT_JOB_PER_WINDOW = 15;
