import { describe, expect, it } from 'vitest';
import { appErrorOfEnvelope } from './rest';

describe('REST envelope errors', () => {
  it("reads the server's exception (code, params, fields) so that upload errors land on their message", () => {
    expect(
      appErrorOfEnvelope({
        code: 'FILE_TOO_LARGE',
        params: { max: 5 },
        fields: [{ path: 'file', message: 'tooLarge', text: 'x' }],
      }),
    ).toEqual({
      code: 'FILE_TOO_LARGE',
      params: { max: 5 },
      fields: [{ path: 'file', message: 'tooLarge', text: 'x' }],
    });
    expect(appErrorOfEnvelope(null)).toBeUndefined();
    expect(appErrorOfEnvelope({ message: 'no code' })).toBeUndefined();
  });

  it('keeps the code of an exception whose params or fields are malformed, without them', () => {
    const malformed = [
      {
        params: ['x'],
        fields: [
          { path: 'a', message: 'm' },
          { path: 1, message: 'm' },
        ],
      },
      { params: { max: { deep: 1 } }, fields: 'file' },
      { params: null, fields: [{ path: 'a', message: 'm', params: { n: [] } }] },
    ];
    for (const rest of malformed)
      expect(appErrorOfEnvelope({ code: 'BAD', ...rest }), JSON.stringify(rest)).toEqual({
        code: 'BAD',
        params: {},
        fields: [],
      });
    expect(appErrorOfEnvelope([{ code: 'BAD' }])).toBeUndefined();
  });
});
