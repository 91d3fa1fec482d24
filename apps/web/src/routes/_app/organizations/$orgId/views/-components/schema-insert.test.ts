import { describe, expect, it } from 'vitest';
import { sqlName, tableText } from './schema-insert';

describe('names inserted from the schema browser', () => {
  it('leaves plain names bare', () => {
    expect(sqlName('order_date', 'postgres')).toBe('order_date');
    expect(sqlName('OrderDate', 'mysql')).toBe('OrderDate');
  });

  it('quotes what the database would read differently', () => {
    // Unquoted, PostgreSQL would look for "orderdate".
    expect(sqlName('OrderDate', 'postgres')).toBe('"OrderDate"');
    expect(sqlName('unit price', 'mysql')).toBe('`unit price`');
    expect(sqlName('2024', 'postgres')).toBe('"2024"');
    expect(sqlName('a"b', 'postgres')).toBe('"a""b"');
  });

  it('quotes keywords, which would otherwise break the statement', () => {
    expect(sqlName('order', 'postgres')).toBe('"order"');
    expect(sqlName('select', 'mysql')).toBe('`select`');
  });

  it('qualifies a table by its database only when the source has several', () => {
    expect(tableText('shop', 'orders', 1, 'mysql')).toBe('orders');
    expect(tableText('shop', 'orders', 2, 'mysql')).toBe('shop.orders');
    expect(tableText('Sales', 'orders', 3, 'postgres')).toBe('"Sales".orders');
    expect(tableText('', 'orders', 2, 'postgres')).toBe('orders');
  });
});
