import { describe, expect, it } from 'vitest';
import { buildJdbcUrl, buildsUrl, parseJdbcUrl } from './jdbc-url';

describe('JDBC URL fields', () => {
  it('reads host, port and database from a URL', () => {
    expect(parseJdbcUrl('jdbc:postgresql://db.example.com:6543/sales?sslmode=require')).toEqual({
      host: 'db.example.com',
      port: '6543',
      database: 'sales',
    });
    expect(parseJdbcUrl('jdbc:mysql://10.0.0.5/shop')).toEqual({
      host: '10.0.0.5',
      port: '',
      database: 'shop',
    });
    expect(parseJdbcUrl('jdbc:mariadb://[::1]:3307/x')).toEqual({
      host: '[::1]',
      port: '3307',
      database: 'x',
    });
    expect(parseJdbcUrl('not a url')).toEqual({ host: '', port: '', database: '' });
  });

  it('builds the URL for the database type and keeps the options of the previous one', () => {
    expect(buildJdbcUrl('POSTGRESQL', { host: 'h', port: '5433', database: 'd' })).toBe(
      'jdbc:postgresql://h:5433/d',
    );
    expect(
      buildJdbcUrl('MYSQL', { host: 'h', port: '', database: 'shop' }, 'jdbc:mysql://old/x?useSSL=true'),
    ).toBe('jdbc:mysql://h/shop?useSSL=true');
    expect(buildJdbcUrl('MARIADB', { host: '::1', port: '3307', database: 'x' })).toBe(
      'jdbc:mariadb://[::1]:3307/x',
    );
  });

  it('round-trips what it builds', () => {
    const parts = { host: 'pg.internal', port: '5432', database: 'analytics' };
    expect(parseJdbcUrl(buildJdbcUrl('POSTGRESQL', parts))).toEqual(parts);
  });

  it('offers the fields only for the types it knows', () => {
    expect(buildsUrl('POSTGRESQL')).toBe(true);
    expect(buildsUrl('ORACLE')).toBe(false);
    expect(buildsUrl(undefined)).toBe(false);
  });
});
