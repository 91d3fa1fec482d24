import { describe, expect, it } from 'vitest';
import { dialectOf, previewSql, quoteIdent, sourceAccess } from './source-access';

const parents: Record<string, string | null> = { f: null, s: 'f', t: null };
const parentOf = (id: string) => parents[id];

describe('sourceAccess', () => {
  it('lets owners do everything', () => {
    const access = sourceAccess({ orgOwner: true, modules: {}, permissionInfos: [] }, parentOf);
    expect(access.module && access.createTop && access.manage('t')).toBe(true);
  });

  it('needs the module, CREATE on SOURCE for the top level, MANAGE through folders', () => {
    const access = sourceAccess(
      {
        orgOwner: false,
        modules: { SOURCE: 1 },
        permissionInfos: [
          { resourceType: 'SOURCE', resourceId: 'f', permission: 6 },
          { resourceType: 'SOURCE', resourceId: 't', permission: 2 },
        ],
      },
      parentOf,
    );
    expect(access.module).toBe(true);
    expect(access.createTop).toBe(false);
    expect(access.manage('s')).toBe(true);
    expect(access.manage('t')).toBe(false);
    expect(access.createIn('f')).toBe(false);
  });

  it('hides everything when the module is off', () => {
    const access = sourceAccess(
      {
        orgOwner: false,
        modules: { SOURCE: 0 },
        permissionInfos: [{ resourceType: 'SOURCE', resourceId: 'SOURCE', permission: 134 }],
      },
      parentOf,
    );
    expect(access.module || access.createTop || access.manage('s')).toBe(false);
  });
});

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
