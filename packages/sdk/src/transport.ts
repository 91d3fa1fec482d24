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
