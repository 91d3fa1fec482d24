import { describe, expect, it } from 'vitest';
import {
  addFolder,
  computedNameError,
  emptyModel,
  folderOf,
  inferType,
  moveColumn,
  normaliseModel,
  placeBefore,
  removeFolder,
  renameFolder,
  syncModel,
  toStoredModel,
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
    m = upsertComputedField(m, {
      name: 'up',
      expression: 'UPPER([city])',
      type: 'STRING',
      category: 'computedField',
    });
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
    m = upsertComputedField(m, {
      name: 'up',
      expression: 'UPPER([city])',
      type: 'STRING',
      category: 'computedField',
    });
    expect(computedNameError(m, 'UP')).toBe('duplicate');
    expect(computedNameError(m, 'up', 0)).toBeNull();
    expect(computedNameError(m, 'a[b]')).toBe('invalid');
  });
});

describe('placeBefore (drag to arrange)', () => {
  const base = () => {
    let m = syncModel(null, cols(['a', 'VARCHAR'], ['b', 'VARCHAR'], ['c', 'VARCHAR'], ['d', 'VARCHAR']));
    m = addFolder(m, 'F');
    m = addFolder(m, 'G');
    m = moveColumn(m, 'c', 'F');
    m = moveColumn(m, 'd', 'F');
    return m;
  };
  const children = (m: ViewModel, f: string) =>
    (m.hierarchy[f] as { children: { name: string }[] }).children.map((c) => c.name);

  it('reorders top-level columns and folders by key order', () => {
    const m = base();
    expect(Object.keys(m.hierarchy)).toEqual(['a', 'b', 'F', 'G']);
    expect(Object.keys(placeBefore(m, 'b', 'a').hierarchy)).toEqual(['b', 'a', 'F', 'G']);
    expect(Object.keys(placeBefore(m, 'G', 'F').hierarchy)).toEqual(['a', 'b', 'G', 'F']);
    expect(Object.keys(placeBefore(m, 'F', 'a').hierarchy)).toEqual(['F', 'a', 'b', 'G']);
    expect(Object.keys(placeBefore(m, 'a', 'G').hierarchy)).toEqual(['b', 'F', 'a', 'G']);
  });

  it('reorders the children of a folder', () => {
    const m = placeBefore(base(), 'd', 'c');
    expect(children(m, 'F')).toEqual(['d', 'c']);
    expect(Object.keys(m.hierarchy)).toEqual(['a', 'b', 'F', 'G']);
  });

  it('moves a column to the level of the item it is dropped on', () => {
    const into = placeBefore(base(), 'a', 'd');
    expect(children(into, 'F')).toEqual(['c', 'a', 'd']);
    expect(into.hierarchy.a).toBeUndefined();
    const out = placeBefore(base(), 'd', 'b');
    expect(Object.keys(out.hierarchy)).toEqual(['a', 'd', 'b', 'F', 'G']);
    expect(children(out, 'F')).toEqual(['c']);
  });

  it('places a folder dropped on a column of a folder before that folder; no-ops otherwise', () => {
    const m = base();
    expect(Object.keys(placeBefore(m, 'G', 'c').hierarchy)).toEqual(['a', 'b', 'G', 'F']);
    expect(placeBefore(m, 'F', 'c')).toBe(m);
    expect(placeBefore(m, 'a', 'a')).toBe(m);
    expect(placeBefore(m, 'zz', 'a')).toBe(m);
    expect(placeBefore(m, 'a', 'zz')).toBe(m);
  });

  it('keeps the order through save (jsonb sorts keys) and reopen', () => {
    let m = placeBefore(base(), 'G', 'a');
    m = placeBefore(m, 'd', 'c');
    const stored = toStoredModel(m);
    // What jsonb gives back: keys sorted by length, then bytes.
    const sorted = Object.fromEntries(
      Object.entries(stored.hierarchy)
        .sort(([x], [y]) => x.length - y.length || (x < y ? -1 : 1))
        .reverse(),
    );
    const reopened = normaliseModel(JSON.parse(JSON.stringify({ ...stored, hierarchy: sorted })));
    expect(Object.keys(reopened.hierarchy)).toEqual(['G', 'a', 'b', 'F']);
    expect(children(reopened, 'F')).toEqual(['d', 'c']);
    expect(reopened).toEqual(m);
  });
});
