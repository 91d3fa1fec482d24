import { describe, expect, it } from 'vitest';
import { isQueryError } from '../errors';
import { param, renderParts } from '../sql/parts';
import type { Dialect } from '../types';
import { buildQuery } from './build-query';
import { queryRequestSchema, type ModelColumn } from '../contract/request.schemas';

const model: ModelColumn[] = [
  { name: 'name', type: 'STRING' },
  { name: 'age', type: 'NUMERIC' },
  { name: 'id', type: 'NUMERIC' },
  { name: 'val', type: 'NUMERIC' },
  { name: "Quo'te", type: 'STRING' },
  { name: 'a"b', type: 'STRING' },
  { name: 'c`d', type: 'STRING' },
];
const build = (request: unknown, d: Dialect = 'mysql') => {
  const b = buildQuery({
    dialect: d,
    view: ['SELECT * FROM t WHERE x = ', param(7)],
    request: queryRequestSchema.parse(request),
    model,
    maxRows: 1000,
  });
  return { ...b, main: renderParts(b.parts, d), count: b.countParts ? renderParts(b.countParts, d) : null };
};
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'OK';
  } catch (e) {
    return isQueryError(e) ? e.code : String(e);
  }
};

describe('buildQuery', () => {
  it("renders Datart's MySQL example shape (§3.2) with bound values", () => {
    const { main } = build({
      columns: [{ column: ['name'] }, { column: ['age'] }],
      groups: [{ column: ['id'] }],
      aggregators: [{ column: ['val'], sqlOperator: 'SUM' }],
      orders: [{ column: ['age'], operator: 'DESC', aggOperator: 'COUNT' }],
      pageInfo: { pageNo: 1, pageSize: 100 },
    });
    expect(main.sql).toBe(
      'SELECT `DATART_VTABLE`.`name` AS `name`, `DATART_VTABLE`.`age` AS `age`, `DATART_VTABLE`.`id` AS `id`, SUM(`DATART_VTABLE`.`val`) AS `SUM(val)` ' +
        'FROM (SELECT * FROM t WHERE x = ?) AS `DATART_VTABLE` GROUP BY `DATART_VTABLE`.`id` ORDER BY COUNT(`DATART_VTABLE`.`age`) DESC LIMIT 100',
    );
    expect(main.params).toEqual([7]);
  });

  it('binds every filter value, numbers the placeholders after the view ones, and puts aggregate filters in HAVING', () => {
    const { main } = build(
      {
        groups: [{ column: ['name'] }],
        aggregators: [{ column: ['val'], sqlOperator: 'SUM', alias: 'total' }],
        filters: [
          {
            column: ['name'],
            sqlOperator: 'IN',
            values: [
              { value: 'a', valueType: 'STRING' },
              { value: "b'); DROP TABLE t;--", valueType: 'STRING' },
            ],
          },
          {
            column: ['name'],
            sqlOperator: 'PREFIX_LIKE',
            values: [{ value: '50%_off!', valueType: 'STRING' }],
          },
          {
            column: ['age'],
            sqlOperator: 'BETWEEN',
            values: [
              { value: 1, valueType: 'NUMERIC' },
              { value: '9', valueType: 'NUMERIC' },
            ],
          },
          {
            column: ['val'],
            aggOperator: 'SUM',
            sqlOperator: 'GT',
            values: [{ value: 10, valueType: 'NUMERIC' }],
          },
        ],
        pageInfo: { pageNo: 3, pageSize: 20, countTotal: true },
      },
      'postgres',
    );
    expect(main.sql).toBe(
      'SELECT "DATART_VTABLE"."name" AS "name", SUM("DATART_VTABLE"."val") AS "total" FROM (SELECT * FROM t WHERE x = $1) AS "DATART_VTABLE" ' +
        `WHERE ("DATART_VTABLE"."name" IN ($2, $3)) AND ("DATART_VTABLE"."name" LIKE $4 ESCAPE '!') AND ("DATART_VTABLE"."age" BETWEEN $5 AND $6) ` +
        'GROUP BY "DATART_VTABLE"."name" HAVING (SUM("DATART_VTABLE"."val") > $7) LIMIT 20 OFFSET 40',
    );
    expect(main.params).toEqual([7, 'a', "b'); DROP TABLE t;--", '50!%!_off!!%', 1, 9, 10]);
  });

  it('counts the total over the unpaged query', () => {
    const { count } = build(
      { columns: [{ column: ['name'] }], pageInfo: { pageNo: 2, pageSize: 5, countTotal: true } },
      'duckdb',
    );
    expect(count?.sql).toBe(
      'SELECT COUNT(*) AS "total" FROM (SELECT "DATART_VTABLE"."name" AS "name" FROM (SELECT * FROM t WHERE x = $1) AS "DATART_VTABLE") AS "V_T"',
    );
  });

  it('quotes aliases and names with quotes, backticks and unicode by doubling', () => {
    expect(build({ columns: [{ column: ["Quo'te"], alias: 'x` FROM users; --' }] }).main.sql).toContain(
      "`DATART_VTABLE`.`Quo'te` AS `x`` FROM users; --`",
    );
    expect(build({ columns: [{ column: ['a"b'], alias: '名字"; DROP' }] }, 'postgres').main.sql).toContain(
      '"DATART_VTABLE"."a""b" AS "名字""; DROP"',
    );
    expect(build({ columns: [{ column: ['c`d'] }] }).main.sql).toContain('`DATART_VTABLE`.`c``d` AS `c``d`');
    expect(codeOf(() => build({ columns: [{ column: ['name'], alias: 'a\u0000b' }] }))).toBe(
      'INVALID_REQUEST',
    );
  });

  it('refuses unknown column paths, including SQL posing as a column', () => {
    expect(codeOf(() => build({ columns: [{ column: ['name FROM users --'] }] }))).toBe('UNKNOWN_COLUMN');
    expect(codeOf(() => build({ groups: [{ column: ['DATART_VTABLE', 'name'] }] }))).toBe('UNKNOWN_COLUMN');
    expect(
      codeOf(() =>
        build({
          columns: [{ column: ['name'] }],
          orders: [{ column: ['1; DROP TABLE t'], operator: 'ASC' }],
        }),
      ),
    ).toBe('UNKNOWN_COLUMN');
  });

  it('accepts only the enum as sort direction and integers as page numbers', () => {
    expect(
      queryRequestSchema.safeParse({ orders: [{ column: ['name'], operator: 'ASC; DROP TABLE t' }] }).success,
    ).toBe(false);
    expect(
      queryRequestSchema.safeParse({ pageInfo: { pageNo: '1; DROP TABLE t', pageSize: 10 } }).success,
    ).toBe(false);
    expect(queryRequestSchema.safeParse({ pageInfo: { pageNo: 1.5, pageSize: 10 } }).success).toBe(false);
    const b = build({ columns: [{ column: ['name'] }], pageInfo: { pageNo: -4, pageSize: 5_000_000 } });
    expect([b.pageNo, b.pageSize]).toEqual([1, 1000]);
  });

  it('refuses raw SQL value types', () => {
    for (const valueType of ['FRAGMENT', 'IDENTIFIER', 'KEYWORD', 'SNIPPET']) {
      expect(
        codeOf(() =>
          build({
            columns: [{ column: ['name'] }],
            filters: [
              { column: ['name'], sqlOperator: 'EQ', values: [{ value: '1=1) OR (1=1', valueType }] },
            ],
          }),
        ),
      ).toBe('INVALID_REQUEST');
    }
  });

  it('renders function columns inline and date levels per dialect', () => {
    const req = {
      functionColumns: [{ alias: 'y', snippet: 'AGG_DATE_YEAR([name])' }],
      groups: [{ column: ['y'] }],
      aggregators: [{ column: ['val'], sqlOperator: 'COUNT_DISTINCT' }],
    };
    expect(build(req).main.sql).toContain('YEAR(`DATART_VTABLE`.`name`) AS `y`');
    expect(build(req).main.sql).toContain('COUNT(DISTINCT `DATART_VTABLE`.`val`) AS `COUNT_DISTINCT(val)`');
    expect(build(req, 'postgres').main.sql).toContain(
      'GROUP BY CAST(EXTRACT(YEAR FROM CAST("DATART_VTABLE"."name" AS TIMESTAMP)) AS INTEGER)',
    );
    expect(
      codeOf(() =>
        build({ functionColumns: [{ alias: 'z', snippet: '[nope] + 1' }], columns: [{ column: ['z'] }] }),
      ),
    ).toBe('UNKNOWN_COLUMN');
  });
});
