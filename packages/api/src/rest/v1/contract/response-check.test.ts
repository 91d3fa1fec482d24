import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../../envelope';
import { route } from '../../route';
import { restRoutes } from '../../index';
import { assertResponseMatches, responseIssues, routeOf } from './response-check';

const item = z.object({ id: z.string(), name: z.string(), extra: z.looseObject({ a: z.number() }) });
const routes = [
  route({
    method: 'get',
    path: '/things/archived',
    tag: 'T',
    summary: 's',
    access: 'user',
    response: z.array(item),
    handler: () => Promise.resolve([]),
  }),
  route({
    method: 'get',
    path: '/things/:id',
    tag: 'T',
    summary: 's',
    access: 'user',
    response: z.union([item, z.object({ gone: z.literal(true) })]),
    handler: () => Promise.resolve(null),
  }),
];
const thing = { id: '1', name: 'a', extra: { a: 1, free: true } };

describe('answers checked against their route response schema', () => {
  it('finds the route Hono would run: the first declared one that matches', () => {
    expect(routeOf(routes, 'GET', '/things/archived?orgId=x')?.path).toBe('/things/archived');
    expect(routeOf(routes, 'GET', '/things/42')?.path).toBe('/things/:id');
    expect(routeOf(routes, 'POST', '/things/42')).toBeUndefined();
    expect(routeOf(restRoutes, 'POST', '/data-provider/execute')?.path).toBe('/data-provider/execute');
  });

  it('passes an answer that matches, loose objects keeping their own keys', () => {
    expect(responseIssues(routes, 'GET', '/things/archived', ok([thing]))).toEqual([]);
    expect(responseIssues(routes, 'GET', '/things/1', ok({ gone: true }))).toEqual([]);
  });

  it('names a missing field, a wrong type and an undeclared key, with the route', () => {
    const { name: _dropped, ...missing } = thing;
    expect(responseIssues(routes, 'GET', '/things/archived', ok([missing]))).toEqual([
      'data.0.name: Invalid input: expected string, received undefined',
    ]);
    expect(responseIssues(routes, 'GET', '/things/archived', ok([{ ...thing, id: 1 }]))[0]).toMatch(
      /^data\.0\.id: /,
    );
    expect(responseIssues(routes, 'GET', '/things/archived', ok([{ ...thing, secret: 's' }]))).toEqual([
      'data[0].secret: key not declared in the schema',
    ]);
    expect(responseIssues(routes, 'GET', '/things/9', ok({ ...thing, secret: 's' }))).toEqual([
      'data.secret: key not declared in the schema',
    ]);
    expect(() => assertResponseMatches(routes, 'GET', '/things/9', ok({ gone: true, x: 1 }))).toThrow(
      /GET \/things\/9 \(route GET \/things\/:id\) answered outside its response schema:\n {2}data\.x: key not declared/,
    );
  });

  it('checks the envelope too', () => {
    const { warnings: _w, ...bare } = ok([thing]);
    expect(responseIssues(routes, 'GET', '/things/archived', bare)).toEqual([
      'warnings: Invalid input: expected array, received undefined',
    ]);
  });
});
