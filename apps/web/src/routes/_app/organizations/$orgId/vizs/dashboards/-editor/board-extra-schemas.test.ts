import { describe, expect, it } from 'vitest';
import { registerDashboardsI18n } from '../../../../../../../lib/dashboards-i18n';
import { renderSchemaForm } from '../../../../../../../lib/schema-form-harness';
import { boardSettingsFormSchema, carouselFormSchema, groupFormSchema } from './board-extra-schemas';

const issue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the carousel form', () => {
  const carousel = { name: ' Notes ', seconds: '3', autoplay: true, childIds: ['a'] };
  it('submits the name trimmed and the dwell time as a number', () => {
    expect(carouselFormSchema.parse(carousel)).toEqual({ ...carousel, name: 'Notes', seconds: 3 });
  });
  it('asks for a name and whole seconds from the minimum', () => {
    expect(issue(carouselFormSchema.safeParse({ ...carousel, name: '  ' }))).toEqual([['name', 'required']]);
    for (const seconds of ['', '1', '2.5', 'x'])
      expect(issue(carouselFormSchema.safeParse({ ...carousel, seconds }))).toEqual([
        ['seconds', 'wholeNumberMin'],
      ]);
    expect(carouselFormSchema.parse({ ...carousel, seconds: '2' }).seconds).toBe(2);
  });
});

describe('the board settings form', () => {
  it('submits 0 when auto refresh is off, whatever the seconds say', () => {
    expect(boardSettingsFormSchema.parse({ on: false, seconds: 'x' })).toBe(0);
    expect(boardSettingsFormSchema.parse({ on: true, seconds: '30' })).toBe(30);
  });
  it('takes whole seconds from 5 to a day', () => {
    for (const seconds of ['4', '86401', '7.5', ''])
      expect(issue(boardSettingsFormSchema.safeParse({ on: true, seconds }))).toEqual([
        ['seconds', 'wholeNumberRange'],
      ]);
    expect(boardSettingsFormSchema.parse({ on: true, seconds: '86400' })).toBe(86_400);
  });
});

describe('the group form', () => {
  const texts = registerDashboardsI18n;
  it('asks for two widgets or more under the widgets, in either language', async () => {
    const en = await renderSchemaForm(groupFormSchema, { childIds: ['a'] }, { texts });
    expect(await en.submit()).toBeNull();
    expect(en.errorOf('childIds', 'dashboards:extras.widgets')).toBe('Widgets: pick at least 2');
    const zh = await renderSchemaForm(groupFormSchema, { childIds: [] }, { lng: 'zh', texts });
    expect(await zh.submit()).toBeNull();
    expect(zh.errorOf('childIds', 'dashboards:extras.widgets')).toBe('组件：请至少选择 2 个');
  });
  it('submits the widgets picked', async () => {
    const { submit, errorOf } = await renderSchemaForm(groupFormSchema, { childIds: ['a', 'b'] }, { texts });
    expect(await submit()).toEqual({ childIds: ['a', 'b'] });
    expect(errorOf('childIds', 'dashboards:extras.widgets')).toBeUndefined();
  });
});
