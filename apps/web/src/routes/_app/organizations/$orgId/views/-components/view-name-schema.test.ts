import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyServerError } from '../../../../../../lib/forms';
import { renderSchemaForm, trpcFailure } from '../../../../../../lib/schema-form-harness';
import { registerViewsI18n } from '../../../../../../lib/views-i18n';
import { viewNameFieldOf, viewNameFormSchema } from './view-name-schema';

const texts = registerViewsI18n;
const NAME = 'views:fields.name';

async function editor(name: string, lng: 'en' | 'zh' = 'en') {
  const harness = await renderSchemaForm(viewNameFormSchema, { name }, { lng, texts });
  /** The save's failure applied as the editor applies it. */
  const fail = (error: unknown) => {
    let placed = false;
    act(() => {
      placed = applyServerError(harness.form(), error, harness.t, {
        pathOf: viewNameFieldOf,
        labelOf: () => harness.t(NAME),
      });
    });
    return placed;
  };
  return { ...harness, fail };
}

describe('the view editor’s name', () => {
  it('is required and at most 255 characters, as the server checks it, in either language', async () => {
    const en = await editor(' ');
    expect(await en.submit()).toBeNull();
    expect(en.errorOf('name', NAME)).toBe('Name is required');
    const zh = await editor('', 'zh');
    expect(await zh.submit()).toBeNull();
    expect(zh.errorOf('name', NAME)).toBe('名称不能为空');
    const long = await editor('v'.repeat(256));
    expect(await long.submit()).toBeNull();
    expect(long.errorOf('name', NAME)).toBe('Name must be at most 255 characters');
    expect(await (await editor(' Orders ')).submit()).toEqual({ name: 'Orders' });
  });

  it('shows a name the server finds taken, or refuses, under the name', async () => {
    for (const lng of ['en', 'zh'] as const) {
      const { fail, errorOf } = await editor('Orders', lng);
      expect(fail(trpcFailure('NAME_EXISTS', [{ path: 'name', message: 'nameExists' }]))).toBe(true);
      expect(errorOf('name', NAME)).toBe(lng === 'en' ? 'Name already exists!' : '名称已存在！');
    }
    const { fail, errorOf } = await editor('Orders');
    const tooLong = trpcFailure('INVALID_INPUT', [
      { path: 'name', message: 'tooLong', params: { max: 255 } },
    ]);
    expect(fail(tooLong)).toBe(true);
    expect(errorOf('name', NAME)).toBe('Name must be at most 255 characters');
  });

  it('leaves to others a clash of a draft variable’s name and a computed field’s issue', async () => {
    const { fail, errorOf } = await editor('Orders');
    const variable = trpcFailure('NAME_EXISTS', [
      { path: 'variablesToCreate.0.name', message: 'nameExists' },
    ]);
    expect(fail(variable)).toBe(false);
    const computed = trpcFailure('INVALID_INPUT', [
      { path: 'model.computedFields.0.name', message: 'duplicateName' },
    ]);
    expect(fail(computed)).toBe(false);
    expect(errorOf('name', NAME)).toBeUndefined();
  });
});
