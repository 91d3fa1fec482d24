import { describe, expect, it } from 'vitest';
import {
  SECRET_MASK,
  duplicateKeys,
  formAttributes,
  isMasked,
  toConfig,
  toFormValues,
  urlAfterTypeChange,
  type SourceTemplate,
  type TemplateAttribute,
} from './source-form';

const a = (name: string, type: string, extra: Partial<TemplateAttribute> = {}): TemplateAttribute => ({
  name,
  displayName: name,
  type,
  required: false,
  encrypt: false,
  defaultValue: null,
  ...extra,
});

const jdbc: SourceTemplate = {
  type: 'JDBC',
  name: 'jdbc-data-provider',
  displayName: 'JDBC',
  attributes: [
    a('dbType', 'select', {
      required: true,
      options: [
        { dbType: 'POSTGRESQL', name: 'PostgreSQL', url: 'jdbc:postgresql://<host>:5432/<database>' },
        { dbType: 'MYSQL', name: 'MySQL', url: 'jdbc:mysql://<host>:3306/<database>' },
      ],
    }),
    a('url', 'string', { required: true }),
    a('user', 'string'),
    a('password', 'password', { encrypt: true }),
    a('enableSyncSchemas', 'bool', { defaultValue: true }),
    a('syncInterval', 'number', { defaultValue: 60 }),
  ],
};

const http: SourceTemplate = {
  type: 'HTTP',
  name: 'http-data-provider',
  displayName: 'HTTP',
  attributes: [
    a('schemas', 'schema', {
      children: [
        a('tableName', 'string', { required: true }),
        a('url', 'string', { required: true }),
        a('method', 'select', { options: ['GET', 'POST'], defaultValue: 'GET' }),
        a('password', 'password', { encrypt: true }),
        a('headers', 'object'),
        a('timeout', 'number', { defaultValue: 30000 }),
      ],
    }),
    a('cacheEnable', 'bool', { defaultValue: true }),
    a('cacheTimeout', 'number', { defaultValue: 5 }),
  ],
};

describe('template → form values', () => {
  it('adds the JDBC extra properties and fills defaults', () => {
    const attrs = formAttributes(jdbc);
    expect(attrs.map((x) => x.name)).toContain('properties');
    expect(toFormValues(attrs, {})).toEqual({
      dbType: '',
      url: '',
      user: '',
      password: '',
      enableSyncSchemas: true,
      syncInterval: '60',
      properties: [],
    });
  });

  it('reads a stored config, keeping the secret mask as is, properties as rows', () => {
    const values = toFormValues(formAttributes(jdbc), {
      dbType: 'POSTGRESQL',
      url: 'jdbc:postgresql://db:5432/sales',
      password: SECRET_MASK,
      enableSyncSchemas: false,
      syncInterval: 120,
      properties: { sslmode: 'require', fetchSize: 500 },
    });
    expect(values).toMatchObject({
      password: SECRET_MASK,
      enableSyncSchemas: false,
      syncInterval: '120',
      properties: [
        { key: 'sslmode', value: 'require' },
        { key: 'fetchSize', value: '500' },
      ],
    });
    expect(isMasked(values.password)).toBe(true);
  });

  it('maps nested HTTP tables with their own defaults', () => {
    const values = toFormValues(http.attributes, {
      schemas: [
        { tableName: 'users', url: 'https://api.example.com/u', headers: [{ key: 'X-A', value: '1' }] },
      ],
    });
    expect(values.schemas).toEqual([
      {
        tableName: 'users',
        url: 'https://api.example.com/u',
        method: 'GET',
        password: '',
        headers: [{ key: 'X-A', value: '1' }],
        timeout: '30000',
      },
    ]);
  });
});

describe('form values → config', () => {
  it('sends numbers, booleans, property objects, and the mask back unchanged', () => {
    const attrs = formAttributes(jdbc);
    const stored = { dbType: 'POSTGRESQL', url: 'x', password: SECRET_MASK, extra: 'kept' };
    const values = toFormValues(attrs, stored);
    values.syncInterval = ' 90 ';
    values.properties = [
      { key: ' sslmode ', value: 'require' },
      { key: '', value: 'dropped' },
    ];
    expect(toConfig(attrs, values, stored)).toEqual({
      dbType: 'POSTGRESQL',
      url: 'x',
      password: SECRET_MASK,
      enableSyncSchemas: true,
      syncInterval: 90,
      properties: { sslmode: 'require' },
      extra: 'kept',
    });
  });

  it('leaves out empty optional values and empty numbers; a typed secret replaces the mask', () => {
    const attrs = formAttributes(jdbc);
    const values = toFormValues(attrs, { password: SECRET_MASK });
    values.password = 'new-secret';
    values.syncInterval = '';
    const config = toConfig(attrs, values, { user: 'old' });
    expect(config).not.toHaveProperty('user');
    expect(config).not.toHaveProperty('syncInterval');
    expect(config.password).toBe('new-secret');
  });

  it('keeps stored fields of nested tables the form does not show', () => {
    const stored = { schemas: [{ tableName: 'users', url: 'u', password: SECRET_MASK, hidden: 1 }] };
    const values = toFormValues(http.attributes, stored);
    const config = toConfig(http.attributes, values, stored) as { schemas: Record<string, unknown>[] };
    expect(config.schemas[0]).toMatchObject({
      tableName: 'users',
      password: SECRET_MASK,
      hidden: 1,
      timeout: 30000,
    });
  });
});

describe('key/value rows', () => {
  it('finds duplicate keys ignoring blanks', () => {
    expect([
      ...duplicateKeys([
        { key: '', value: '' },
        { key: '', value: '' },
        { key: 'x', value: '' },
      ]),
    ]).toEqual([]);
  });
});

describe('database type change', () => {
  it('follows the template unless the user wrote their own URL', () => {
    expect(urlAfterTypeChange(jdbc, '', 'POSTGRESQL', 'MYSQL')).toBe('jdbc:mysql://<host>:3306/<database>');
    expect(urlAfterTypeChange(jdbc, 'jdbc:postgresql://<host>:5432/<database>', 'POSTGRESQL', 'MYSQL')).toBe(
      'jdbc:mysql://<host>:3306/<database>',
    );
    expect(urlAfterTypeChange(jdbc, 'jdbc:postgresql://db:5432/x', 'POSTGRESQL', 'MYSQL')).toBe(
      'jdbc:mysql://db:5432/x',
    );
  });
});
