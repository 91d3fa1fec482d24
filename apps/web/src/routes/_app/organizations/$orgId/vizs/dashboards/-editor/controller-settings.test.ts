import { readBoard, type StoredRelation } from '@tessera/charts';
import { describe, expect, it } from 'vitest';
import { readControllerForm, withCascade, writeControllerForm } from './controller-settings';

const controller = (id: string, facade: string, field: string) => ({
  id,
  datachartId: null,
  config: {
    name: id,
    type: 'controller',
    originalType: facade,
    content: {
      type: facade,
      relatedViews: [{ viewId: 'v1', relatedCategory: 'field', fieldValue: field, fieldValueType: 'STRING' }],
      config: { valueOptionType: 'common', controllerValues: [], sqlOperator: 'EQ', keep: 'me' },
    },
  },
});

describe('controller settings', () => {
  it('writes what the dialog edits into Datart’s content.config, and reads it back unchanged', () => {
    const [period] = readBoard([controller('period', 'rangeTimePicker', 'day')], []);
    const form = {
      ...readControllerForm(period!),
      operator: 'NOT_BETWEEN',
      canChangeOperator: true,
      required: true,
      visibility: 'condition' as const,
      dependsOn: 'country',
      relation: 'NE' as const,
      conditionValue: 'France',
      dateMode: 'relative' as const,
      lastAmount: 30,
      lastUnit: 'd' as const,
    };
    const config = writeControllerForm(
      controller('period', 'rangeTimePicker', 'day').config,
      'rangeTimePicker',
      form,
    );
    const inner = (config.content as { config: Record<string, unknown> }).config;
    expect(inner).toMatchObject({
      keep: 'me',
      sqlOperator: 'NOT_BETWEEN',
      canChangeSqlOperator: true,
      required: true,
      visibility: {
        visibilityType: 'condition',
        condition: { dependentControllerId: 'country', relation: 'NE', value: 'France' },
      },
      controllerDate: {
        pickerType: 'date',
        startTime: { relativeOrExact: 'relative', relativeValue: { amount: 29, unit: 'd', direction: '-' } },
        endTime: { relativeOrExact: 'relative', relativeValue: { amount: 0, unit: 'd', direction: '+0' } },
      },
    });
    const [again] = readBoard([{ id: 'period', datachartId: null, config }], []);
    expect(readControllerForm(again!)).toEqual({ ...form, cascadeParents: [] });
  });

  it('keeps a cascade as a relation from each parent to the child', () => {
    const items: (ReturnType<typeof controller> & { relations?: StoredRelation[] })[] = [
      controller('country', 'dropdownList', 'country'),
      controller('region', 'dropdownList', 'region'),
      controller('city', 'dropdownList', 'city'),
    ];
    const linked = withCascade(items, 'city', ['country', 'region']);
    expect(readBoard(linked, []).find((w) => w.id === 'city')!.controller!.cascadeParents).toEqual([
      'country',
      'region',
    ]);
    const unlinked = withCascade(linked, 'city', ['region']);
    expect(unlinked[0]!.relations).toEqual([]);
    expect(unlinked[1]).toBe(linked[1]);
    expect(readBoard(unlinked, []).find((w) => w.id === 'city')!.controller!.cascadeParents).toEqual([
      'region',
    ]);
  });
});
