import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { transformer } from './init';

/** The web client deserialises with plain superjson: whatever the server sends must read back equal. */
describe('the tRPC output transformer', () => {
  it('sends result rows as they are and the rest through superjson', () => {
    const value = {
      columns: [{ name: 'n', type: 'NUMERIC' }],
      rows: [
        [1, 'a', null, true],
        [2, 'b', 'c', false],
      ],
      at: new Date('2026-01-02T03:04:05Z'),
      warnings: [],
    };
    const wire = JSON.parse(JSON.stringify(transformer.output.serialize(value))) as never;
    expect((wire as { meta?: { values?: Record<string, unknown> } }).meta?.values).toEqual({ at: ['Date'] });
    expect(superjson.deserialize(wire)).toEqual(value);
  });

  it('leaves every other value to superjson', () => {
    const value = { rows: 'not a table', when: new Date(0), big: 10n };
    expect(transformer.output.serialize(value)).toEqual(superjson.serialize(value));
  });

  it("passes a streamed row batch (tRPC's JSON Lines chunk around `{ rows }`) without walking it", () => {
    const chunk = [
      3,
      1,
      [
        [
          {
            rows: [
              [1, 'a', null],
              [2, 'b', true],
            ],
          },
        ],
      ],
    ];
    const wire = transformer.output.serialize(chunk);
    expect(wire).toEqual({ json: chunk });
    expect(superjson.deserialize(JSON.parse(JSON.stringify(wire)) as never)).toEqual(chunk);
  });

  it('walks any other chunk, and any batch with more than rows in it, as superjson would', () => {
    const dated = [3, 1, [[{ rows: [[1]], at: new Date(0) }]]];
    const promised = [0, 0, [[{ when: new Date(0) }]]];
    for (const value of [dated, promised])
      expect(transformer.output.serialize(value)).toEqual(superjson.serialize(value));
  });
});
