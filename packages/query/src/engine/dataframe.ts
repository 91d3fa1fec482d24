import { randomUUID } from 'node:crypto';
import type { OutputColumn } from '../dsl/build-query';
import type { ColumnType, Dataframe, QueryResult } from '../types';
import { modelColumnSchema, type ModelColumn } from '../contract/request.schemas';
import type { ViewModel } from '../contract/view-model';

// randomUUID draws from a buffered entropy pool: a fraction of randomBytes(16)'s cost per answer.
export const newDataframeId = () => `DF${randomUUID().replaceAll('-', '')}`;

export function toDataframe(
  result: QueryResult,
  declared: OutputColumn[] | null,
  pageInfo: Dataframe['pageInfo'],
): Dataframe {
  const columns = result.columns.map((c, i) => {
    const d = declared?.[i];
    return { name: d?.name ?? [c.name], type: pickType(d?.type, c.type) };
  });
  return { id: newDataframeId(), columns, rows: result.rows, pageInfo };
}

/** The database's type wins for computed values; the model's for plain columns it declares. */
function pickType(declared: ColumnType | undefined, actual: ColumnType): ColumnType {
  if (!declared) return actual;
  if (declared === 'DATE' && actual === 'STRING') return 'DATE';
  return actual === 'STRING' ? declared : actual;
}

export function emptyDataframe(pageNo = 1, pageSize = 0): Dataframe {
  return {
    id: newDataframeId(),
    columns: [],
    rows: [],
    pageInfo: { pageNo, pageSize, total: 0, countTotal: false },
  };
}

const TYPES = new Set(['STRING', 'NUMERIC', 'DATE', 'BOOLEAN']);

export function modelColumns(model: ViewModel | undefined): ModelColumn[] {
  if (!model) return [];
  if (Array.isArray(model)) return model;
  return Object.entries(model.columns).map(([key, c]) =>
    modelColumnSchema.parse({ name: c.name ?? key, type: c.type && TYPES.has(c.type) ? c.type : undefined }),
  );
}
