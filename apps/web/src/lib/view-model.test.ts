import { describe, expect, it } from 'vitest';
import {
  addFolder,
  computedNameError,
  emptyModel,
  folderOf,
  inferType,
  moveColumn,
  normaliseModel,
  removeFolder,
  renameFolder,
  syncModel,
  updateColumn,
  upsertComputedField,
  type ViewModel,
} from './view-model';

const cols = (...names: [string, string][]) => names.map(([n, type]) => ({ name: [n], type }));

describe('syncModel', () => {
  it('infers a model from the result: types, uncategorised, flat hierarchy', () => {
    const m = syncModel(null, cols(['country', 'VARCHAR'], ['n', 'BIGINT'], ['day', 'DATE']));
    expect(m.version).toBe('1.0.0-beta.4');
    expect(m.columns.country).toEqual({ name: 'country', type: 'STRING', category: 'UNCATEGORIZED' });
    expect(m.columns.n!.type).toBe('NUMERIC');
    expect(m.columns.day).toMatchObject({ type: 'DATE', dateFormat: 'YYYY-MM-DD' });
    expect(Object.keys(m.hierarchy)).toEqual(['country', 'n', 'day']);
    expect(m.computedFields).toEqual([]);
  });

  it('adds new columns, drops removed ones and keeps edits (also inside folders)', () => {
    let m = syncModel(null, cols(['country', 'VARCHAR'], ['city', 'VARCHAR'], ['n', 'BIGINT']));
    m = updateColumn(m, 'country', { category: 'COUNTRY' });
    m = addFolder(m, 'Geo');
    m = moveColumn(m, 'city', 'Geo');
    m = moveColumn(m, 'country', 'Geo');
    m = upsertComputedField(m, { name: 'up', expression: 'UPPER([city])', type: 'STRING', category: 'computedField' });
    const next = syncModel(m, cols(['country', 'VARCHAR'], ['n', 'BIGINT'], ['state', 'VARCHAR']));
    expect(Object.keys(next.columns)).toEqual(['country', 'n', 'state']);
    expect(next.columns.country!.category).toBe('COUNTRY');
    const geo = next.hierarchy.Geo as { children: { name: string; category: string }[] };
    expect(geo.children.map((c) => c.name)).toEqual(['country']);
    expect(geo.children[0]!.category).toBe('COUNTRY');
    expect(next.hierarchy.city).toBeUndefined();
    expect(next.hierarchy.state).toBeDefined();
    expect(next.computedFields).toHaveLength(1);
  });

  it('names STRUCT columns [table, column] under the key table.column', () => {
    const m = syncModel(null, [{ name: ['orders.amount'], type: 'DOUBLE' }], { structView: true });
    expect(m.columns['orders.amount']).toMatchObject({ name: ['orders', 'amount'], type: 'NUMERIC' });
  });

  it('is stable: the same result gives an equal model', () => {
    const m = syncModel(null, cols(['a', 'VARCHAR']));
    expect(syncModel(m, cols(['a', 'VARCHAR']))).toEqual(m);
  });

  it('maps database types', () => {
    expect(inferType('DECIMAL(10,2)')).toBe('NUMERIC');
    expect(inferType('timestamp with time zone')).toBe('DATE');
    expect(inferType('text')).toBe('STRING');
    expect(inferType('NUMERIC')).toBe('NUMERIC');
  });
});

describe('hierarchy', () => {
  const base = (): ViewModel => syncModel(null, cols(['a', 'VARCHAR'], ['b', 'VARCHAR']));

  it('creates folders with unique names and moves columns in and out', () => {
    let m = addFolder(base(), 'F');
    expect(addFolder(m, 'a')).toBe(m);
    expect(addFolder(m, 'F')).toBe(m);
    m = moveColumn(m, 'a', 'F');
    expect(folderOf(m, 'a')).toBe('F');
    expect(m.hierarchy.a).toBeUndefined();
    m = moveColumn(m, 'a', null);
    expect(folderOf(m, 'a')).toBeNull();
    expect(m.hierarchy.a).toBeDefined();
  });

  it('renames and removes folders, putting columns back at the top level', () => {
    let m = moveColumn(addFolder(base(), 'F'), 'b', 'F');
    m = renameFolder(m, 'F', 'G');
    expect(folderOf(m, 'b')).toBe('G');
    m = removeFolder(m, 'G');
    expect(m.hierarchy.G).toBeUndefined();
    expect(m.hierarchy.b).toBeDefined();
  });

  it('refuses moves into unknown folders', () => {
    const m = base();
    expect(moveColumn(m, 'a', 'nope')).toBe(m);
  });

  it('normalises stored models without a hierarchy', () => {
    const m = normaliseModel({ columns: { x: { name: 'x', type: 'NUMERIC' } } });
    expect(m.columns.x!.category).toBe('UNCATEGORIZED');
    expect(Object.keys(m.hierarchy)).toEqual(['x']);
    expect(normaliseModel(null)).toEqual(emptyModel());
  });
});

describe('computed fields', () => {
  it('needs a unique name, not a column', () => {
    let m = syncModel(null, cols(['city', 'VARCHAR']));
    expect(computedNameError(m, '')).toBe('required');
    expect(computedNameError(m, 'City')).toBe('duplicate');
    m = upsertComputedField(m, { name: 'up', expression: 'UPPER([city])', type: 'STRING', category: 'computedField' });
    expect(computedNameError(m, 'UP')).toBe('duplicate');
    expect(computedNameError(m, 'up', 0)).toBeNull();
    expect(computedNameError(m, 'a[b]')).toBe('invalid');
  });
});
