import { readBoard } from '@tessera/charts';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerDashboardsI18n } from '../../../../../../../lib/dashboards-i18n';
import { renderSchemaForm } from '../../../../../../../lib/schema-form-harness';
import { controllerSettingsFormSchema, toControllerFormValues } from './controller-settings-schema';

const [period] = readBoard(
  [
    {
      id: 'period',
      datachartId: null,
      config: {
        name: 'Period',
        type: 'controller',
        originalType: 'rangeTimePicker',
        content: {
          type: 'rangeTimePicker',
          relatedViews: [
            { viewId: 'v1', relatedCategory: 'field', fieldValue: 'day', fieldValueType: 'DATE' },
          ],
          config: { valueOptionType: 'common', controllerValues: [], sqlOperator: 'BETWEEN' },
        },
      },
    },
  ],
  [],
);
const values = toControllerFormValues(period!);
const texts = registerDashboardsI18n;
const DEPENDS_ON = 'dashboards:controllerSettings.dependsOn';
const AMOUNT = 'dashboards:controllerSettings.lastAmount';

describe('the filter settings form', () => {
  it('asks which filter a conditional visibility depends on, in either language', async () => {
    const conditional = { ...values, visibility: 'condition' as const, dependsOn: '' };
    const en = await renderSchemaForm(controllerSettingsFormSchema, conditional, { texts });
    expect(await en.submit()).toBeNull();
    expect(en.errorOf('dependsOn', DEPENDS_ON)).toBe('Other filter is required');
    const zh = await renderSchemaForm(controllerSettingsFormSchema, conditional, { lng: 'zh', texts });
    expect(await zh.submit()).toBeNull();
    expect(zh.errorOf('dependsOn', DEPENDS_ON)).toBe('另一个筛选不能为空');
    // Shown always, it depends on nothing.
    const shown = await renderSchemaForm(controllerSettingsFormSchema, {
      ...conditional,
      visibility: 'show',
    });
    expect(await shown.submit()).toMatchObject({ visibility: 'show', dependsOn: '' });
  });

  it('takes a whole number from 1 as the last N units of a starting range', async () => {
    for (const lastAmount of ['', '0', '2.5', '-3']) {
      const relative = { ...values, dateMode: 'relative' as const, lastAmount };
      const { submit, errorOf } = await renderSchemaForm(controllerSettingsFormSchema, relative, { texts });
      expect(await submit(), lastAmount).toBeNull();
      expect(errorOf('lastAmount', AMOUNT)).toBe('How many must be a whole number, at least 1');
    }
    const zh = await renderSchemaForm(
      controllerSettingsFormSchema,
      { ...values, dateMode: 'relative', lastAmount: '' },
      { lng: 'zh', texts },
    );
    await zh.submit();
    expect(zh.errorOf('lastAmount', AMOUNT)).toBe('数量须为不小于 1 的整数');
    // Without a relative range the amount is not asked.
    const none = await renderSchemaForm(controllerSettingsFormSchema, { ...values, lastAmount: '' });
    expect(await none.submit()).toMatchObject({ dateMode: 'none', lastAmount: 1 });
  });

  it('submits the ControllerForm the board writes, the amount as a number', async () => {
    const { submit } = await renderSchemaForm(controllerSettingsFormSchema, {
      ...values,
      visibility: 'condition',
      dependsOn: 'country',
      conditionValue: 'France',
      dateMode: 'relative',
      lastAmount: '30',
    });
    expect(await submit()).toEqual({
      ...values,
      visibility: 'condition',
      dependsOn: 'country',
      conditionValue: 'France',
      dateMode: 'relative',
      lastAmount: 30,
    });
  });

  it('is untouched until a setting changes (Save waits for a change)', async () => {
    const { form, dirty } = await renderSchemaForm(controllerSettingsFormSchema, values);
    expect(dirty()).toBe(false);
    act(() => form().setValue('required', true, { shouldDirty: true }));
    expect(dirty()).toBe(true);
    act(() => form().setValue('required', false, { shouldDirty: true }));
    expect(dirty()).toBe(false);
  });
});
