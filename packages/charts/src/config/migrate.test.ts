import { describe, expect, it } from 'vitest';
import { ChartError } from '../errors';
import datartConfig from './fixtures/datart-stack-column-beta4.json';
import { DATE_LEVEL_DELIMITER, migrateConfig } from './migrate';
import { parseDatachartConfig, serializeDatachartConfig } from './parse-config';
import { compareVersions, currentConfigVersion, knownConfigVersions } from './versions';

describe('config versions', () => {
  it('orders Datart versions as Datart does (beta before RC, +n after its base)', () => {
    for (let i = 1; i < knownConfigVersions.length; i += 1) {
      expect(compareVersions(knownConfigVersions[i - 1] ?? '', knownConfigVersions[i] ?? '')).toBeLessThan(0);
    }
    expect(compareVersions('1.0.0', '1.0.0-RC.3')).toBeGreaterThan(0);
    expect(compareVersions('garbage', '1.0.0')).toBeNull();
  });
});

describe('migrateConfig', () => {
  it('names computed fields from their id (RC.0) and renames date-level fields (RC.2)', () => {
    const migrated = migrateConfig(JSON.stringify(datartConfig));
    expect(migrated.version).toBe(currentConfigVersion);
    const computed = migrated.computedFields as { name: string; id?: string }[];
    expect(computed[0]?.name).toBe('profit');
    expect(computed[1]?.name).toBe(`order_date${DATE_LEVEL_DELIMITER}AGG_DATE_YEAR`);
    const parsed = parseDatachartConfig(migrated);
    expect(parsed.chartConfig.datas[0]?.rows?.[0]?.colName).toBe(
      `order_date${DATE_LEVEL_DELIMITER}AGG_DATE_YEAR`,
    );
  });

  it('does not touch its input and leaves current configs as they are', () => {
    const input = JSON.parse(JSON.stringify(datartConfig)) as typeof datartConfig;
    migrateConfig(input);
    expect(input).toEqual(datartConfig);
    const current = { ...datartConfig, version: currentConfigVersion };
    expect(migrateConfig(current).computedFields).toEqual(datartConfig.computedFields);
  });

  it('refuses a config from a newer version with a typed error', () => {
    const attempt = () => migrateConfig({ ...datartConfig, version: '1.0.0' });
    expect(attempt).toThrow(ChartError);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'CHART_CONFIG_TOO_NEW',
        params: { version: '1.0.0', supported: currentConfigVersion },
      });
    }
    expect(() => migrateConfig({ ...datartConfig, version: '2.0.0-beta.1' })).toThrow(/CHART_CONFIG_TOO_NEW/);
  });

  it('rejects broken JSON, non-objects and unparsable versions as invalid', () => {
    expect(() => migrateConfig('{not json')).toThrow(/CHART_CONFIG_INVALID/);
    expect(() => migrateConfig([1, 2])).toThrow(/CHART_CONFIG_INVALID/);
    expect(() => migrateConfig({ ...datartConfig, version: 'v-next' })).toThrow(/CHART_CONFIG_INVALID/);
  });
});

describe('parse → serialise → parse', () => {
  it('loads a Datart-written config and reloads it unchanged, keeping keys it does not model', () => {
    const first = parseDatachartConfig(JSON.stringify(datartConfig));
    const text = serializeDatachartConfig(first);
    const second = parseDatachartConfig(text);
    expect(second).toEqual(first);
    expect(serializeDatachartConfig(second)).toBe(text);
    const filterRow = second.chartConfig.datas[2]?.rows?.[0];
    expect(filterRow?.filter?.facade).toBe('multiDropdownList');
    expect((second.chartConfig.datas[0]?.rows?.[0] as Record<string, unknown>).field).toBe('order_date');
  });

  it('keeps sections without a type (Datart writes them), names the bad spot of an invalid config and refuses unknown chart ids', () => {
    const untyped = JSON.parse(JSON.stringify(datartConfig)) as typeof datartConfig;
    delete (untyped.chartConfig.datas[1] as { type?: string }).type;
    expect(parseDatachartConfig(untyped).chartConfig.datas[1]).not.toHaveProperty('type');
    const bad = JSON.parse(JSON.stringify(datartConfig)) as typeof datartConfig;
    (bad.chartConfig.datas[1] as { key: string }).key = '';
    expect(() => parseDatachartConfig(bad)).toThrow(
      expect.objectContaining({
        code: 'CHART_CONFIG_INVALID',
        params: expect.objectContaining({ path: 'chartConfig.datas.1.key' }),
      }),
    );
    expect(() => parseDatachartConfig({ ...datartConfig, chartGraphId: 'radar-chart' })).toThrow(
      expect.objectContaining({ code: 'CHART_UNKNOWN_TYPE', params: { chartGraphId: 'radar-chart' } }),
    );
  });
});
