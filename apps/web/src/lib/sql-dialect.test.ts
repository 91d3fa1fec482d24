import { describe, expect, it } from 'vitest';
import { dialectOf, previewSql, quoteIdent } from './sql-dialect';

describe('preview SQL', () => {
  it('quotes identifiers by dialect', () => {
    expect(quoteIdent('we"ird', 'postgres')).toBe('"we""ird"');
    expect(quoteIdent('we`ird', 'mysql')).toBe('`we``ird`');
    expect(previewSql('public', 'orders', 'postgres')).toBe('select * from "public"."orders" limit 100');
    expect(previewSql('shop', 'orders', 'mysql')).toBe('select * from `shop`.`orders` limit 100');
  });

  it('knows the dialect of a source', () => {
    expect(dialectOf('JDBC', { dbType: 'MARIADB' })).toBe('mysql');
    expect(dialectOf('JDBC', { url: 'jdbc:mysql://h/db' })).toBe('mysql');
    expect(dialectOf('JDBC', { dbType: 'POSTGRESQL' })).toBe('postgres');
    expect(dialectOf('FILE', {})).toBe('postgres');
  });
});
