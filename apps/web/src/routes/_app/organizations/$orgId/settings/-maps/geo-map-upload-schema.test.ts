import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RestError } from '../../../../../../lib/app-error';
import { applyServerError } from '../../../../../../lib/forms';
import { loadWorkspaceTexts } from '../../../../../../lib/i18n';
import { renderSchemaForm } from '../../../../../../lib/schema-form-harness';
import { geoMapUploadFormSchema, suggestedMapName } from './geo-map-upload-schema';

const texts = loadWorkspaceTexts;
const NAME = 'orgs:maps.upload.name';
/** The REST door's refusal of an upload, as the upload helper throws it. */
const refused = (code: string, fields: { path: string; message: string }[] = []) =>
  new RestError(code, 409, { code, params: {}, fields });

describe('the map upload form', () => {
  it('suggests the file’s own name, without the GeoJSON extension', () => {
    expect(suggestedMapName({ name: 'regions.geojson' })).toBe('regions');
    expect(suggestedMapName({ name: 'Provinces.JSON' })).toBe('Provinces');
    expect(suggestedMapName({ name: 'a.json.txt' })).toBe('a.json.txt');
  });

  it('asks for a name of at most 128 characters as the server does, in either language', async () => {
    const en = await renderSchemaForm(geoMapUploadFormSchema, { name: '  ' }, { texts });
    expect(await en.submit()).toBeNull();
    expect(en.errorOf('name', NAME)).toBe('Map name is required');
    const zh = await renderSchemaForm(geoMapUploadFormSchema, { name: '' }, { lng: 'zh', texts });
    expect(await zh.submit()).toBeNull();
    expect(zh.errorOf('name', NAME)).toBe('地图名称不能为空');
    const long = await renderSchemaForm(geoMapUploadFormSchema, { name: 'x'.repeat(129) }, { texts });
    expect(await long.submit()).toBeNull();
    expect(long.errorOf('name', NAME)).toBe('Map name must be at most 128 characters');
    const ok = await renderSchemaForm(geoMapUploadFormSchema, { name: ' Regions ' }, { texts });
    expect(await ok.submit()).toEqual({ name: 'Regions' });
  });

  it('puts a name the server finds taken under the name, and leaves a bad file to the page', async () => {
    for (const lng of ['en', 'zh'] as const) {
      const { form, t, errorOf } = await renderSchemaForm(
        geoMapUploadFormSchema,
        { name: 'Regions' },
        { lng, texts },
      );
      const labelOf = () => t(NAME);
      act(() => {
        const taken = refused('NAME_EXISTS', [{ path: 'name', message: 'nameExists' }]);
        expect(applyServerError(form(), taken, t, { labelOf })).toBe(true);
      });
      expect(errorOf('name', NAME)).toBe(lng === 'en' ? 'Name already exists!' : '名称已存在！');
      act(() => {
        expect(applyServerError(form(), refused('GEOJSON_GEOMETRY'), t, { labelOf })).toBe(false);
      });
    }
  });
});
