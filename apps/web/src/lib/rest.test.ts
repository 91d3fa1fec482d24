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
});
