import { describe, expect, it } from 'vitest';
import { registerDashboardsI18n } from '../../../../../../../lib/dashboards-i18n';
import { renderSchemaForm } from '../../../../../../../lib/schema-form-harness';
import { addControllerFormSchema, mediaFormSchema } from './add-widget-schemas';

const texts = registerDashboardsI18n;
const URL_LABEL = 'dashboards:editor.url';

describe('the media widget form', () => {
  it('asks an image or a page for an http(s) address, in either language', async () => {
    for (const value of ['', 'example.com', 'ftp://example.com/a.png', 'javascript:alert(1)']) {
      const en = await renderSchemaForm(mediaFormSchema('iframe', 'b1'), { name: 'Page', value }, { texts });
      expect(await en.submit(), value).toBeNull();
      expect(en.errorOf('value', URL_LABEL)).toBe('Web address must be an http or https address');
    }
    const zh = await renderSchemaForm(
      mediaFormSchema('image', 'b1'),
      { name: 'Logo', value: 'x' },
      { lng: 'zh', texts },
    );
    expect(await zh.submit()).toBeNull();
    expect(zh.errorOf('value', URL_LABEL)).toBe('网址须为 http 或 https 地址');
  });

  it('takes a picture uploaded to this board, not to another, and submits both trimmed', async () => {
    const own = await renderSchemaForm(mediaFormSchema('image', 'b1'), {
      name: ' Logo ',
      value: ' resources/image/dashboard/b1/x.png ',
    });
    expect(await own.submit()).toEqual({ name: 'Logo', value: 'resources/image/dashboard/b1/x.png' });
    const other = await renderSchemaForm(mediaFormSchema('image', 'b1'), {
      name: 'Logo',
      value: 'resources/image/dashboard/b2/x.png',
    });
    expect(await other.submit()).toBeNull();
    // A page must be on the web, whatever it names; text and clocks have no address to check.
    const page = mediaFormSchema('iframe', 'b1');
    expect(page.safeParse({ name: 'p', value: 'resources/image/dashboard/b1/x.png' }).success).toBe(false);
    expect(page.parse({ name: 'p', value: ' https://example.com/a ' }).value).toBe('https://example.com/a');
    expect(mediaFormSchema('richText', 'b1').parse({ name: '', value: '' })).toEqual({ name: '', value: '' });
  });
});

describe('the add filter form', () => {
  const values = { name: ' ', facade: 'dropdownList' as const, viewId: 'v1', field: '' };
  it('asks for the field to filter, in either language', async () => {
    const en = await renderSchemaForm(addControllerFormSchema, values, { texts });
    expect(await en.submit()).toBeNull();
    expect(en.errorOf('field', 'dashboards:editor.field')).toBe('Field is required');
    const zh = await renderSchemaForm(addControllerFormSchema, values, { lng: 'zh', texts });
    expect(await zh.submit()).toBeNull();
    expect(zh.errorOf('field', 'dashboards:editor.field')).toBe('字段不能为空');
  });
  it('submits the filter with its name trimmed (empty: the field’s, chosen by the board)', async () => {
    const { submit } = await renderSchemaForm(addControllerFormSchema, { ...values, field: 'city' });
    expect(await submit()).toEqual({ name: '', facade: 'dropdownList', viewId: 'v1', field: 'city' });
  });
});
