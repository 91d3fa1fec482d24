import { describe, expect, it, vi } from 'vitest';
import { wholeLines } from './transport';

const encoder = new TextEncoder();

/** A response whose body arrives cut at the given byte offsets. */
function cutResponse(text: string, cuts: number[], init: ResponseInit = {}): Response {
  const bytes = encoder.encode(text);
  const bounds = [0, ...cuts, bytes.length];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 1; i < bounds.length; i++) controller.enqueue(bytes.slice(bounds[i - 1], bounds[i]));
      controller.close();
    },
  });
  return new Response(body, init);
}

async function chunksOf(response: Response): Promise<string[]> {
  const decoder = new TextDecoder();
  const out: string[] = [];
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
    out.push(decoder.decode(chunk));
  return out;
}

describe('wholeLines', () => {
  const text = '{"a":1}\n{"b":"名字 ü"}\n{"c":[1,2,3]}\n   {"d":4}';

  it('passes the body on in whole lines, whatever the cuts, multi-byte characters included', async () => {
    const length = encoder.encode(text).length;
    for (const cuts of [
      [],
      [3],
      [8],
      [9, 14, 15, 16],
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
      [length - 1],
    ]) {
      const chunks = await chunksOf(wholeLines(cutResponse(text, cuts, { headers: { 'x-kept': 'yes' } })));
      expect(chunks.join('')).toBe(text);
      // Every chunk but the last ends a line; none holds a partial line before its end.
      for (const chunk of chunks.slice(0, -1)) expect(chunk.endsWith('\n')).toBe(true);
      expect(chunks.at(-1)).toMatch(/ {3}\{"d":4\}$/);
    }
  });

  it('keeps status and headers, and leaves answers that are not a stream alone', async () => {
    const streamed = wholeLines(
      cutResponse(text, [5], { status: 200, headers: { authorization: 'Bearer t' } }),
    );
    expect([streamed.status, streamed.headers.get('authorization')]).toEqual([200, 'Bearer t']);
    const refused = cutResponse('{"error":{}}', [4], { status: 404 });
    expect(wholeLines(refused)).toBe(refused);
  });

  it('lets the reader cancel the answer it cuts', async () => {
    let cancelled = false;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encoder.encode('{"row":1}\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const reader = wholeLines(new Response(source)).body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    // The pipe passes the cancellation back to the source on a later turn.
    await vi.waitFor(() => expect(cancelled).toBe(true));
  });
});
