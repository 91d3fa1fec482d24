import { describe, expect, it } from 'vitest';
import {
  addJoin,
  emptyStruct,
  parseStruct,
  structProblem,
  structToScript,
  tablesBefore,
  toggleColumn,
  updateJoin,
  type StructScript,
} from './view-struct';

describe('STRUCT builder', () => {
  it('produces the script JSON the server expects', () => {
    let s: StructScript = { ...emptyStruct(), table: ['main', 'orders'], columns: ['id', 'amount'] };
    s = addJoin(s);
    s = updateJoin(s, 0, {
      table: ['main', 'customers'],
      joinType: 'INNER',
      columns: 'all',
      conditions: [{ left: ['orders', 'customer_id'], right: ['customers', 'customer_id'] }],
    });
    expect(structProblem(s)).toBeNull();
    expect(JSON.parse(structToScript(s))).toEqual({
      table: ['main', 'orders'],
      columns: ['id', 'amount'],
      joins: [
        {
          table: ['main', 'customers'],
          joinType: 'INNER',
          columns: 'all',
          conditions: [{ left: ['orders', 'customer_id'], right: ['customers', 'customer_id'] }],
        },
      ],
    });
    expect(parseStruct(structToScript(s))).toEqual(s);
  });

  it('reports what is missing', () => {
    expect(structProblem(emptyStruct())).toBe('noTable');
    const s = addJoin({ ...emptyStruct(), table: ['', 't'] });
    expect(structProblem(s)).toBe('joinTable');
    expect(structProblem(updateJoin(s, 0, { table: ['', 'u'] }))).toBe('joinCondition');
    expect(structProblem({ ...emptyStruct(), table: ['', 't'], columns: [] })).toBe('noColumns');
  });

  it('toggles columns, collapsing to "all"', () => {
    expect(toggleColumn('all', ['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleColumn(['b'], ['a', 'b'], 'a')).toBe('all');
  });

  it('offers earlier tables on the left of a condition', () => {
    const s = updateJoin(addJoin(addJoin({ ...emptyStruct(), table: ['', 't'] })), 0, { table: ['', 'u'] });
    expect(tablesBefore(s, 1)).toEqual(['t', 'u']);
  });

  it('reads unreadable scripts as an empty builder', () => {
    expect(parseStruct('select 1')).toEqual(emptyStruct());
    expect(parseStruct(null)).toEqual(emptyStruct());
  });
});
