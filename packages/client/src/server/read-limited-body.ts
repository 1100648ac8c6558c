/**
 * The body as text, read chunk by chunk and abandoned as soon as it passes `maxBytes`;
 * `undefined` then. A body sent without Content-Length (chunked) could otherwise be read whole,
 * however large, before being refused.
 *
 * @example
 * const raw = await readLimitedBody(request, 64 * 1024);
 * if (raw === undefined) return new Response("The request is too large.", { status: 413 });
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<string | undefined> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Tells the sender to stop; a failure to do so changes nothing about the answer.
      reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  // Decoded once, whole: a character split between two chunks decodes as itself.
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(whole);
}
