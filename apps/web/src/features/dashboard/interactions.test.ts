import { describe, expect, it } from 'vitest';
import { interactionsSchema, readInteractions, writeInteractions, type Interactions } from './interactions';

const none: Interactions = {
  linkage: false,
  jump: 'none',
  open: 'redirect',
  url: '',
  targetId: '',
  field: '',
  queryName: '',
};

describe('chart interactions', () => {
  it('round-trips a dashboard jump and linkage through Datart configs', () => {
    const v: Interactions = {
      ...none,
      linkage: true,
      jump: 'dashboard',
      targetId: 'b'.repeat(32),
      field: 'country',
    };
    const config = writeInteractions(
      { name: 'x', linkageConfig: { chartGroupColumns: [{ colName: 'country' }] } },
      v,
    );
    expect(config.jumpConfig).toMatchObject({
      open: true,
      targetType: 'INTERNAL',
      target: { relId: 'b'.repeat(32), relType: 'DASHBOARD' },
    });
    expect(config.linkageConfig).toEqual({ open: true, chartGroupColumns: [{ colName: 'country' }] });
    expect(readInteractions(config)).toEqual(v);
  });

  it('round-trips a chart jump as a DATACHART target', () => {
    const v: Interactions = { ...none, jump: 'chart', targetId: 'c'.repeat(32), field: 'country' };
    const config = writeInteractions({}, v);
    expect(config.jumpConfig).toMatchObject({ target: { relId: 'c'.repeat(32), relType: 'DATACHART' } });
    expect(readInteractions(config)).toEqual(v);
    expect(interactionsSchema.safeParse({ ...v, targetId: '' }).error?.issues.map((i) => i.message)).toEqual([
      'dashboards:interactions.targetChartRequired',
    ]);
  });

  it('keeps how a jump opens: a new tab (modal) or the same one (redirect), as Datart names them', () => {
    const v: Interactions = {
      ...none,
      jump: 'dashboard',
      open: 'modal',
      targetId: 'b'.repeat(32),
      field: 'x',
    };
    const config = writeInteractions({}, v);
    expect(config.jumpConfig).toMatchObject({ action: 'modal' });
    expect(readInteractions(config).open).toBe('modal');
    expect(readInteractions(writeInteractions(config, { ...v, open: 'redirect' })).open).toBe('redirect');
  });

  it('round-trips a URL jump and turns a jump off', () => {
    const v: Interactions = {
      ...none,
      jump: 'url',
      url: 'https://example.com',
      field: 'channel',
      queryName: 'ch',
    };
    const on = writeInteractions({}, v);
    expect(readInteractions(on)).toEqual(v);
    expect(readInteractions(writeInteractions(on, none)).jump).toBe('none');
  });

  it('refuses a jump without a field, a non-http address or a missing target', () => {
    const issues = (v: Interactions) =>
      interactionsSchema.safeParse(v).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues(none)).toEqual([]);
    expect(issues({ ...none, jump: 'url', url: 'javascript:alert(1)' })).toEqual(['field', 'url']);
    expect(issues({ ...none, jump: 'dashboard', field: 'country' })).toEqual(['targetId']);
  });
});
