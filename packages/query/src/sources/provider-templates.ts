import type { SourceType } from './source.schemas';

export interface ProviderAttribute {
  name: string;
  displayName: string;
  required: boolean;
  /** Stored encrypted at rest by the server and never returned in clear. */
  encrypt: boolean;
  defaultValue: unknown;
  type: 'string' | 'password' | 'bool' | 'number' | 'select' | 'object' | 'array' | 'schema' | 'files';
  options?: { dbType: string; name: string; url: string }[] | string[];
  description?: string;
  children?: ProviderAttribute[];
}

export interface ProviderTemplate {
  type: SourceType;
  name: string;
  displayName: string;
  attributes: ProviderAttribute[];
}

const a = (
  name: string,
  displayName: string,
  type: ProviderAttribute['type'],
  extra: Partial<ProviderAttribute> = {},
): ProviderAttribute => ({
  name,
  displayName,
  type,
  required: false,
  encrypt: false,
  defaultValue: null,
  ...extra,
});

/** Config templates per source type, in Datart's shape (`/data-provider/{type}/config/template`). */
export const providerTemplates: Record<SourceType, ProviderTemplate> = {
  JDBC: {
    type: 'JDBC',
    name: 'jdbc-data-provider',
    displayName: 'JDBC',
    attributes: [
      a('dbType', 'Database type', 'select', {
        required: true,
        options: [
          { dbType: 'POSTGRESQL', name: 'PostgreSQL', url: 'jdbc:postgresql://<host>:5432/<database>' },
          { dbType: 'MYSQL', name: 'MySQL', url: 'jdbc:mysql://<host>:3306/<database>' },
          { dbType: 'MARIADB', name: 'MariaDB', url: 'jdbc:mariadb://<host>:3306/<database>' },
        ],
      }),
      a('url', 'URL', 'string', {
        required: true,
        description: 'jdbc:postgresql://host:port/database or jdbc:mysql://host:port/database',
      }),
      a('user', 'User', 'string'),
      a('password', 'Password', 'password', { encrypt: true }),
      a('enableSyncSchemas', 'Sync schemas', 'bool', { defaultValue: true }),
      a('syncInterval', 'Sync interval (minutes)', 'number', {
        defaultValue: 60,
        description: 'At least 60',
      }),
      a('poolSize', 'Connection pool size', 'number', {
        defaultValue: 10,
        description: '1 to 100 connections',
      }),
    ],
  },
  FILE: {
    type: 'FILE',
    name: 'file-data-provider',
    displayName: 'File (CSV / Excel)',
    attributes: [
      a('schemas', 'Tables', 'schema', {
        required: true,
        children: [
          a('tableName', 'Table name', 'string', { required: true }),
          a('format', 'Format', 'select', { required: true, options: ['CSV', 'XLSX'], defaultValue: 'CSV' }),
          a('path', 'File', 'files', { required: true }),
        ],
      }),
    ],
  },
  HTTP: {
    type: 'HTTP',
    name: 'http-data-provider',
    displayName: 'HTTP (JSON API)',
    attributes: [
      a('schemas', 'Tables', 'schema', {
        required: true,
        children: [
          a('tableName', 'Table name', 'string', { required: true }),
          a('url', 'URL', 'string', { required: true }),
          a('method', 'Method', 'select', { options: ['GET', 'POST'], defaultValue: 'GET' }),
          a('property', 'Path to the array', 'string', {
            description: 'Dot path inside the JSON, e.g. data.items; empty if the response is the array',
          }),
          a('username', 'User (basic auth)', 'string'),
          a('password', 'Password (basic auth)', 'password', { encrypt: true }),
          a('timeout', 'Timeout (ms)', 'number', { defaultValue: 30_000 }),
          a('headers', 'Headers', 'object'),
          a('queryParam', 'Query parameters', 'object'),
          a('body', 'Body', 'string'),
          a('contentType', 'Content type', 'string', { defaultValue: 'application/json' }),
        ],
      }),
      a('cacheEnable', 'Cache', 'bool', { defaultValue: true }),
      a('cacheTimeout', 'Refresh after (minutes)', 'number', { defaultValue: 5 }),
    ],
  },
  DEMO: { type: 'DEMO', name: 'demo-data-provider', displayName: 'Demo (e-commerce)', attributes: [] },
};

export const providerTemplate = (type: SourceType): ProviderTemplate => providerTemplates[type];
export const providerList = () =>
  Object.values(providerTemplates).map((t) => ({ type: t.type, name: t.name }));
