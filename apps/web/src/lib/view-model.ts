import {
  columnCategories,
  modelColumnTypes,
  type ColumnCategory,
  type ComputedField,
  type DataframeColumn,
  type HierarchyFolder,
  type HierarchyNode,
  type ModelColumnType,
  type ModelDocument,
  type ModelDocumentColumn,
} from '@tessera/query/contract';

/**
 * A view's model (Datart's JSON, reference §3.6; its shapes from `@tessera/query/contract`) on the client: inferring it from a run result,
 * keeping it in sync when the SQL changes, hierarchy folders and computed fields. Pure functions.
 */
export const MODEL_VERSION = '1.0.0-beta.4';

export type ColumnType = ModelColumnType;
export type ModelColumn = ModelDocumentColumn;
export type ViewModel = ModelDocument;
export type { ColumnCategory, ComputedField, HierarchyFolder, HierarchyNode };
export const COLUMN_TYPES: ColumnType[] = [...modelColumnTypes];
export const COLUMN_CATEGORIES: ColumnCategory[] = [...columnCategories];
export const DATE_FORMATS = ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', 'YYYY/MM/DD', 'YYYY-MM', 'YYYY'];

/** A column of a run's result; its type may be the database's own name (`int8`), read by `inferType`. */
export type ResultColumn = Omit<DataframeColumn, 'type'> & { type: string };

export const isFolder = (node: HierarchyNode): node is HierarchyFolder =>
  (node as HierarchyFolder).role === 'hierachy' && Array.isArray((node as HierarchyFolder).children);

/** The model's key of a result column: `col`, or `table.column` for STRUCT views. */
export function columnKey(column: ResultColumn): string {
  return column.name.join('.');
}

/** The database's (or the engine's) type name → the model's type. */
export function inferType(dbType: string): ColumnType {
  const t = dbType.toUpperCase();
  if (t === 'STRING' || t === 'NUMERIC' || t === 'DATE') return t;
  if (/INT|DOUBLE|DECIMAL|NUMERIC|NUMBER|FLOAT|REAL|SERIAL|MONEY|HUGEINT/.test(t)) return 'NUMERIC';
  if (/DATE|TIME/.test(t)) return 'DATE';
  return 'STRING';
}

/** An empty model. */
export function emptyModel(): ViewModel {
  return { version: MODEL_VERSION, columns: {}, hierarchy: {}, computedFields: [] };
}

/** Reads a stored model (or null, or an older flat shape) into a complete one. */
export function normaliseModel(raw: unknown): ViewModel {
  const base = emptyModel();
  if (!raw || typeof raw !== 'object') return base;
  const m = raw as Partial<ViewModel>;
  const columns: Record<string, ModelColumn> = {};
  for (const [key, c] of Object.entries(m.columns ?? {})) {
    if (!c || typeof c !== 'object') continue;
    columns[key] = {
      ...c,
      name: c.name ?? key,
      type: COLUMN_TYPES.includes(c.type) ? c.type : 'STRING',
      category: COLUMN_CATEGORIES.includes(c.category) ? c.category : 'UNCATEGORIZED',
    };
  }
  const hierarchy =
    m.hierarchy && typeof m.hierarchy === 'object' && Object.keys(m.hierarchy).length
      ? orderedHierarchy(m.hierarchy as Record<string, HierarchyNode>)
      : Object.fromEntries(Object.entries(columns).map(([k, c]) => [k, c]));
  return {
    ...m,
    version: m.version ?? MODEL_VERSION,
    columns,
    hierarchy: syncHierarchy(hierarchy, columns),
    computedFields: Array.isArray(m.computedFields) ? m.computedFields : [],
  };
}

/**
 * The stored hierarchy in its order: the database (jsonb) does not keep the order of keys, so the
 * saved model numbers its top-level nodes with `index` (as Datart's columns do); the index is dropped here.
 */
function orderedHierarchy(raw: Record<string, HierarchyNode>): Record<string, HierarchyNode> {
  const entries = Object.entries(raw).map(([k, n], i) => {
    const raw = (n as { index?: unknown } | null)?.index;
    const index = typeof raw === 'number' ? raw : Number.MAX_SAFE_INTEGER;
    return { k, n, index, i };
  });
  entries.sort((a, b) => a.index - b.index || a.i - b.i);
  return Object.fromEntries(
    entries.map(({ k, n }) => {
      if (!n || typeof n !== 'object' || !('index' in n)) return [k, n];
      const { index: _index, ...rest } = n as HierarchyNode & { index?: unknown };
      return [k, rest as HierarchyNode];
    }),
  );
}

/** The model to save: each top-level hierarchy node carries its position (`index`), read back by `normaliseModel`. */
export function toStoredModel(model: ViewModel): ViewModel {
  return {
    ...model,
    hierarchy: Object.fromEntries(
      Object.entries(model.hierarchy).map(([k, n], index) => [k, { ...n, index }]),
    ),
  };
}

function newColumn(column: ResultColumn, structView: boolean): ModelColumn {
  const key = columnKey(column);
  const dot = key.indexOf('.');
  const name =
    column.name.length > 1
      ? column.name
      : structView && dot > 0
        ? [key.slice(0, dot), key.slice(dot + 1)]
        : key;
  const type = inferType(column.type);
  return { name, type, category: 'UNCATEGORIZED', ...(type === 'DATE' ? { dateFormat: 'YYYY-MM-DD' } : {}) };
}

/** The hierarchy with every column's current definition, dropped columns removed, new ones appended. */
export function syncHierarchy(
  hierarchy: Record<string, HierarchyNode>,
  columns: Record<string, ModelColumn>,
): Record<string, HierarchyNode> {
  const placed = new Set<string>();
  const keyOf = (c: ModelColumn) => (Array.isArray(c.name) ? c.name.join('.') : c.name);
  const out: Record<string, HierarchyNode> = {};
  for (const [key, node] of Object.entries(hierarchy)) {
    if (isFolder(node)) {
      const children = node.children
        .map((c) => keyOf(c))
        .filter((k) => columns[k] && !placed.has(k) && placed.add(k))
        .map((k) => columns[k]!);
      out[key] = { ...node, children };
    } else if (columns[key] && !placed.has(key)) {
      placed.add(key);
      out[key] = columns[key];
    }
  }
  for (const [key, c] of Object.entries(columns)) if (!placed.has(key)) out[key] = c;
  return out;
}

/**
 * The model after a run: columns of the result that are new get a default definition (type inferred,
 * uncategorised), columns no longer in the result are dropped (also from folders), edited ones keep
 * their edits. Column order follows the result. Computed fields are kept.
 */
export function syncModel(
  model: ViewModel | null | undefined,
  resultColumns: ResultColumn[],
  options: { structView?: boolean } = {},
): ViewModel {
  const current = model ?? emptyModel();
  const columns: Record<string, ModelColumn> = {};
  for (const rc of resultColumns) {
    const key = columnKey(rc);
    if (columns[key]) continue;
    columns[key] = current.columns[key] ?? newColumn(rc, options.structView ?? false);
  }
  return {
    ...current,
    version: current.version || MODEL_VERSION,
    columns,
    hierarchy: syncHierarchy(current.hierarchy ?? {}, columns),
    computedFields: current.computedFields ?? [],
  };
}

/** True when both models list the same columns (keys, in any order). */
export function sameColumns(a: ViewModel, b: ViewModel): boolean {
  const ka = Object.keys(a.columns).sort();
  const kb = Object.keys(b.columns).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}

/** Changes one column (type, category, date format); the hierarchy copy follows. */
export function updateColumn(model: ViewModel, key: string, patch: Partial<ModelColumn>): ViewModel {
  const col = model.columns[key];
  if (!col) return model;
  const next: ModelColumn = { ...col, ...patch };
  if (next.type !== 'DATE') delete next.dateFormat;
  else if (!next.dateFormat) next.dateFormat = 'YYYY-MM-DD';
  const columns = { ...model.columns, [key]: next };
  return { ...model, columns, hierarchy: syncHierarchy(model.hierarchy, columns) };
}

// ---- hierarchy folders -------------------------------------------------------------------------

export function folderNames(model: ViewModel): string[] {
  return Object.entries(model.hierarchy)
    .filter(([, n]) => isFolder(n))
    .map(([k]) => k);
}

/** A folder name is valid when not empty and not used by a column, a folder or a computed field. */
export function folderNameError(
  model: ViewModel,
  name: string,
  except?: string,
): 'required' | 'duplicate' | null {
  const n = name.trim();
  if (!n) return 'required';
  if (n === except) return null;
  if (model.hierarchy[n] || model.columns[n] || model.computedFields.some((f) => f.name === n))
    return 'duplicate';
  return null;
}

export function addFolder(model: ViewModel, name: string): ViewModel {
  const n = name.trim();
  if (folderNameError(model, n)) return model;
  return { ...model, hierarchy: { ...model.hierarchy, [n]: { name: n, role: 'hierachy', children: [] } } };
}

export function renameFolder(model: ViewModel, from: string, to: string): ViewModel {
  const n = to.trim();
  const node = model.hierarchy[from];
  if (!node || !isFolder(node) || folderNameError(model, n, from)) return model;
  const hierarchy: Record<string, HierarchyNode> = {};
  for (const [k, v] of Object.entries(model.hierarchy)) {
    if (k === from) hierarchy[n] = { ...node, name: n };
    else hierarchy[k] = v;
  }
  return { ...model, hierarchy };
}

/** Deletes a folder; its columns go back to the top level. */
export function removeFolder(model: ViewModel, name: string): ViewModel {
  const node = model.hierarchy[name];
  if (!node || !isFolder(node)) return model;
  const hierarchy = { ...model.hierarchy };
  delete hierarchy[name];
  for (const c of node.children) {
    const key = Array.isArray(c.name) ? c.name.join('.') : c.name;
    if (model.columns[key]) hierarchy[key] = model.columns[key];
  }
  return { ...model, hierarchy };
}

/** The folder holding the column, or null when it is at the top level. */
export function folderOf(model: ViewModel, key: string): string | null {
  for (const [k, n] of Object.entries(model.hierarchy)) {
    if (isFolder(n) && n.children.some((c) => (Array.isArray(c.name) ? c.name.join('.') : c.name) === key))
      return k;
  }
  return null;
}

/** Moves a column into a folder (or to the top level with `folder` null), appended last. */
export function moveColumn(model: ViewModel, key: string, folder: string | null): ViewModel {
  const col = model.columns[key];
  if (!col) return model;
  if (folder !== null && !(model.hierarchy[folder] && isFolder(model.hierarchy[folder]))) return model;
  if (folderOf(model, key) === folder && (folder !== null || model.hierarchy[key])) return model;
  const hierarchy: Record<string, HierarchyNode> = {};
  const sameKey = (c: ModelColumn) => (Array.isArray(c.name) ? c.name.join('.') : c.name) === key;
  for (const [k, n] of Object.entries(model.hierarchy)) {
    if (k === key && !isFolder(n)) continue;
    hierarchy[k] = isFolder(n) ? { ...n, children: n.children.filter((c) => !sameKey(c)) } : n;
  }
  if (folder === null) hierarchy[key] = col;
  else {
    const f = hierarchy[folder] as HierarchyFolder;
    hierarchy[folder] = { ...f, children: [...f.children, col] };
  }
  return { ...model, hierarchy };
}

// ---- computed fields ---------------------------------------------------------------------------

/** `duplicate` when the name is taken by a column or another computed field (case-insensitive). */
export function computedNameError(
  model: ViewModel,
  name: string,
  exceptIndex?: number,
): 'required' | 'invalid' | 'duplicate' | null {
  const n = name.trim();
  if (!n) return 'required';
  if (/[[\]]/.test(n)) return 'invalid';
  const lower = n.toLowerCase();
  if (Object.keys(model.columns).some((c) => c.toLowerCase() === lower)) return 'duplicate';
  if (model.computedFields.some((f, i) => i !== exceptIndex && f.name.trim().toLowerCase() === lower))
    return 'duplicate';
  return null;
}

export function upsertComputedField(model: ViewModel, field: ComputedField, index?: number): ViewModel {
  const fields = [...model.computedFields];
  const value: ComputedField = { ...field, name: field.name.trim(), category: 'computedField' };
  if (index === undefined || index < 0 || index >= fields.length) fields.push(value);
  else fields[index] = value;
  return { ...model, computedFields: fields };
}

export function removeComputedField(model: ViewModel, index: number): ViewModel {
  return { ...model, computedFields: model.computedFields.filter((_, i) => i !== index) };
}

/** The `[column]` references of an expression. */
export function referencedColumns(expression: string): string[] {
  return [...expression.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
}

const nodeKey = (c: ModelColumn) => (Array.isArray(c.name) ? c.name.join('.') : c.name);

/**
 * Drag to arrange: places a column, or a top-level folder, just before another hierarchy item (a
 * column or a folder). A column dropped on a column of another level moves to that level; a folder
 * dropped on a column inside a folder is placed before that folder. Anything else leaves the model as is.
 */
export function placeBefore(model: ViewModel, key: string, beforeKey: string): ViewModel {
  if (key === beforeKey) return model;
  const moving = model.hierarchy[key];
  const targetFolder = folderOf(model, beforeKey);
  if (moving && isFolder(moving)) {
    const before = targetFolder ?? beforeKey;
    if (before === key || !model.hierarchy[before]) return model;
    return { ...model, hierarchy: insertBefore(model.hierarchy, key, moving, before) };
  }
  const col = model.columns[key];
  if (!col) return model;
  if (targetFolder === null) {
    if (!model.hierarchy[beforeKey]) return model;
    const m = moveColumn(model, key, null);
    return { ...m, hierarchy: insertBefore(m.hierarchy, key, col, beforeKey) };
  }
  const m = moveColumn(model, key, targetFolder);
  const folder = m.hierarchy[targetFolder] as HierarchyFolder;
  const rest = folder.children.filter((c) => nodeKey(c) !== key);
  const at = rest.findIndex((c) => nodeKey(c) === beforeKey);
  const children = [...rest.slice(0, at), col, ...rest.slice(at)];
  return { ...m, hierarchy: { ...m.hierarchy, [targetFolder]: { ...folder, children } } };
}

function insertBefore(
  hierarchy: Record<string, HierarchyNode>,
  key: string,
  node: HierarchyNode,
  beforeKey: string,
): Record<string, HierarchyNode> {
  const out: Record<string, HierarchyNode> = {};
  for (const [k, n] of Object.entries(hierarchy)) {
    if (k === key) continue;
    if (k === beforeKey) out[key] = node;
    out[k] = n;
  }
  return out;
}
