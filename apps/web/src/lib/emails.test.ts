import { describe, expect, it } from 'vitest';
import { parseEmails } from './emails';

describe('parseEmails', () => {
  it('splits on commas, semicolons, spaces and new lines and drops duplicates', () => {
    expect(parseEmails('a@x.io, b@x.io;c@x.io\n\n d@x.io  A@X.io').emails).toEqual([
      'a@x.io',
      'b@x.io',
      'c@x.io',
      'd@x.io',
    ]);
  });

  it('lists the invalid addresses with the server rule', () => {
    const parsed = parseEmails('ok@x.io nope foo@bar <x@y.org>');
    expect(parsed.emails).toEqual(['ok@x.io', 'nope', 'foo@bar', 'x@y.org']);
    expect(parsed.invalid).toEqual(['nope', 'foo@bar']);
  });

  it('accepts full-width separators pasted from Chinese text', () => {
    expect(parseEmails('a@x.io，b@x.io；c@x.io').emails).toHaveLength(3);
    expect(parseEmails('   ').emails).toEqual([]);
  });
});
