import superjson from 'superjson';

/**
 * superjson for tRPC clients, reading answers in place: superjson's default deep copy of every answer
 * walked each row of a large result a second time (a freshly parsed answer has no other owner).
 */
export const clientTransformer = {
  serialize: (value: unknown) => superjson.serialize(value),
  deserialize: (value: Parameters<typeof superjson.deserialize>[0]): unknown =>
    superjson.deserialize(value, { inPlace: true }),
};

/**
 * Procedures whose answers stream (row batches as the database sends them): clients send them through
 * tRPC's JSON Lines link (httpBatchStreamLink), everything else through the plain batch link.
 */
export const STREAMED_PROCEDURES: ReadonlySet<string> = new Set(['data.executeStream']);

export const isStreamedOperation = (op: { path: string }) => STREAMED_PROCEDURES.has(op.path);

/**
 * The answer with its body cut at line ends, for tRPC's JSON Lines reader (httpBatchStreamLink): it adds
 * each chunk to the line read so far and splits all of it again, so a line of 500 KB (a batch of 10,000
 * rows) arriving in 64 KB chunks was copied and scanned eight times over. Given whole lines, each byte is
 * decoded and scanned once. A line end is a 0x0A byte, which never occurs inside a UTF-8 character.
 */
export function wholeLines(response: Response): Response {
  if (!response.ok || !response.body) return response;
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  const join = (parts: Uint8Array[], bytes: number) => {
    const out = new Uint8Array(bytes);
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  };
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const end = chunk.lastIndexOf(10) + 1;
        if (end === 0) {
          held.push(chunk);
          heldBytes += chunk.length;
          return;
        }
        const lines = end === chunk.length ? chunk : chunk.subarray(0, end);
        controller.enqueue(heldBytes === 0 ? lines : join([...held, lines], heldBytes + end));
        held = end === chunk.length ? [] : [chunk.subarray(end)];
        heldBytes = chunk.length - end;
      },
      flush(controller) {
        if (heldBytes > 0) controller.enqueue(join(held, heldBytes));
      },
    }),
  );
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
