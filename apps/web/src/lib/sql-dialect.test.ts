import { dialectOf } from '@tessera/query/contract';
import { describe, expect, it } from 'vitest';
import { previewSql } from './sql-dialect';

describe('preview SQL', () => {
  it('quotes identifiers by the source dialect', () => {
    expect(previewSql('public', 'or"ders', 'postgres')).toBe('select * from "public"."or""ders" limit 100');
    expect(previewSql('shop', 'orders', 'mysql')).toBe('select * from `shop`.`orders` limit 100');
    expect(previewSql(null, 'sales', dialectOf({ type: 'FILE', config: {} }))).toBe(
      'select * from "sales" limit 100',
    );
  });
});
