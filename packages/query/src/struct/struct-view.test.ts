import { describe, expect, it } from 'vitest';
import { renderStructView } from './struct-view';

const cols: Record<string, string[]> = {
  orders: ['order_id', 'customer_id'],
  customers: ['customer_id', 'country'],
};
const columnsOf = (t: string[]) => cols[t.at(-1)!] ?? [];

describe('STRUCT views', () => {
  it('renders a table with a LEFT join, quoted per dialect, columns named table.column', () => {
    const script = {
      table: ['main', 'orders'],
      columns: '["order_id"]',
      joins: [
        {
          table: ['main', 'customers'],
          joinType: 'LEFT',
          columns: 'all',
          conditions: [{ left: ['orders', 'customer_id'], right: ['customers', 'customer_id'] }],
        },
      ],
    };
    expect(renderStructView(script, 'postgres', columnsOf)).toBe(
      'SELECT "orders"."order_id" AS "orders.order_id", "customers"."customer_id" AS "customers.customer_id", "customers"."country" AS "customers.country" ' +
        'FROM "main"."orders" AS "orders" LEFT JOIN "main"."customers" AS "customers" ON "orders"."customer_id" = "customers"."customer_id"',
    );
    expect(renderStructView(JSON.stringify(script), 'mysql', columnsOf)).toContain(
      'LEFT JOIN `main`.`customers` AS `customers` ON `orders`.`customer_id` = `customers`.`customer_id`',
    );
  });

  it('quotes hostile names instead of running them', () => {
    const sql = renderStructView(
      { table: ['x"; DROP TABLE t; --'], columns: ['a"b'] },
      'postgres',
      columnsOf,
    );
    expect(sql).toBe(
      'SELECT "x""; DROP TABLE t; --"."a""b" AS "x""; DROP TABLE t; --.a""b" FROM "x""; DROP TABLE t; --" AS "x""; DROP TABLE t; --"',
    );
  });

  it('refuses unknown join tables, a missing join condition and invalid JSON', () => {
    const bad = {
      table: ['orders'],
      columns: 'all',
      joins: [
        {
          table: ['customers'],
          joinType: 'INNER',
          columns: [],
          conditions: [{ left: ['nope', 'id'], right: ['customers', 'id'] }],
        },
      ],
    };
    expect(() => renderStructView(bad, 'duckdb', columnsOf)).toThrow(/Unknown table nope/);
    expect(() =>
      renderStructView({ ...bad, joins: [{ ...bad.joins[0], conditions: [] }] }, 'duckdb', columnsOf),
    ).toThrow(/STRUCT/);
    expect(() => renderStructView('{oops', 'duckdb', columnsOf)).toThrow(/not JSON/);
  });
});
