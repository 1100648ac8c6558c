/**
 * The library's photos that have no alt text and were never described, or whose description
 * failed: what "Describe N photos without alt text" offers (pb_hooks/alt_text_requests.pb.js
 * queues the same). Photos the AI wasn't sure about are left to their owner.
 */
export const WITHOUT_ALT_TEXT = 'alt = "" && (alt_status = "" || alt_status = "failed")';

/** Photos whose alt text is being written, or waiting for their turn. */
export const BEING_DESCRIBED = 'alt_status = "pending" || alt_status = "running"';
