import { describe, expect, it } from 'vitest';
import { AppError, scrubbedAppError, scrubDetail } from './errors';

describe('scrubDetail: what a person may read of an internal message', () => {
  it('removes server paths in every spelling, keeps the useful part', () => {
    const cases: [string, string[]][] = [
      [
        'IO Error: The file "/var/lib/tessera/duckdb/demo.duckdb" exists, but it is not valid',
        ['/var/lib', 'demo.duckdb'],
      ],
      ["Could not open '/tmp/tessera-x/files/resources/data/source/ab/1-a.csv'", ['/tmp', 'resources/data']],
      ['ENOENT: no such file or directory, open /home/app/data/x.csv', ['/home/app']],
      ['failed at file:///srv/app/node_modules/@duckdb/node-api/lib/index.js', ['/srv/app', 'node_modules']],
      ['Cannot read C:\\ProgramData\\Tessera\\duckdb\\x.duckdb', ['ProgramData']],
      ['path=/etc/tessera/secret.key', ['/etc/tessera']],
    ];
    for (const [input, gone] of cases) {
      const out = scrubDetail(input);
      for (const g of gone) expect(out, input).not.toContain(g);
      expect(out).toContain('<path>');
    }
    expect(scrubDetail('IO Error: The file "/a/b.duckdb" exists')).toBe('IO Error: The file "<path>" exists');
  });

  it('drops stack frames and bounds the length', () => {
    const out = scrubDetail('boom\n    at Object.run (/app/x.js:1:2)\n    at next (node:internal/x:3:4)');
    expect(out).toBe('boom');
    expect(scrubDetail('x'.repeat(5000)).length).toBe(500);
  });

  it('leaves ordinary database messages, URLs and arithmetic alone', () => {
    for (const s of [
      'column "amount" does not exist',
      'select a / b from t',
      'connect ECONNREFUSED 127.0.0.1:5432',
      'GET https://api.example.com/v1/orders failed: 404',
    ]) {
      expect(scrubDetail(s)).toBe(s);
    }
  });

  it('scrubbedAppError keeps code and fields, and is null when nothing changes', () => {
    const e = new AppError('SQL_EXECUTION_ERROR', { detail: 'open "/data/x.db" failed' });
    const clean = scrubbedAppError(e)!;
    expect(clean.code).toBe('SQL_EXECUTION_ERROR');
    expect(clean.params.detail).toBe('open "<path>" failed');
    expect(scrubbedAppError(new AppError('NOT_FOUND', { entity: 'view' }))).toBeNull();
  });
});
