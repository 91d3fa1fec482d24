import { z } from 'zod';
import { envelopeSchema } from './envelope';
import type { RestRoute } from './route';

type Json = Record<string, unknown>;

/**
 * A schema's JSON Schema as a part of the document: without `$schema`, and with its own definitions
 * (zod writes recursive shapes as `$defs` + `$ref: "#/$defs/…"`, which inside an OpenAPI document would
 * point at the document's root) moved to `components.schemas` under names of their own.
 */
function documentSchema(components: Json, name: string, schema: z.ZodType, io: 'input' | 'output'): Json {
  const {
    $schema: _dialect,
    $defs,
    ...root
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  const defs = ($defs ?? {}) as Record<string, Json>;
  const target = (ref: string) => {
    if (ref === '#') return `#/components/schemas/${name}`;
    const def = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
    return def === undefined ? ref : `#/components/schemas/${name}_${def}`;
  };
  const rewrite = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(rewrite);
    if (v === null || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k, k === '$ref' && typeof x === 'string' ? target(x) : rewrite(x)]),
    );
  };
  const body = rewrite(root) as Json;
  for (const [def, s] of Object.entries(defs)) components[`${name}_${def}`] = rewrite(s);
  if (JSON.stringify(body).includes(`"#/components/schemas/${name}"`)) components[name] = body;
  return body;
}

/** OpenAPI 3.1 document generated from the same zod schemas the routes validate with. */
export function buildOpenApi(routes: RestRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Json = {};
  for (const r of routes) {
    const operationId = `${r.method}${r.path
      .replace(/:([A-Za-z0-9_]+)/g, '{$1}')
      .replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`;
    const json = (schema: z.ZodType, io: 'input' | 'output', part: string) =>
      documentSchema(schemas, `${operationId}_${part}`, schema, io);
    const path = r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const pathParams = [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const query = r.query
      ? (json(r.query, 'input', 'query') as { properties?: Record<string, unknown>; required?: string[] })
      : {};
    const queryParams = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: (query.required ?? []).includes(name),
      schema,
    }));
    const op: Record<string, unknown> = {
      tags: [r.tag],
      summary: r.summary,
      operationId,
      parameters: [...pathParams, ...queryParams],
      security: r.access === 'public' ? [] : [{ bearer: [] }],
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: json(envelopeSchema(r.response), 'output', 'response') } },
        },
        '400': { description: 'Invalid input (envelope with exception.fields)' },
        ...(r.access === 'public' ? {} : { '401': { description: 'Not signed in or token expired' } }),
      },
    };
    if (r.body === 'multipart') {
      op.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
          },
        },
      };
    } else if (r.body) {
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: json(r.body, 'input', 'body') } },
      };
    }
    paths[path] ??= {};
    paths[path][r.method] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tessera REST API',
      version,
      description:
        'Datart-compatible REST contract. Every answer is the envelope {success, errCode, message, warnings, data, pageInfo, exception}. ' +
        'Send `Authorization: Bearer <token>`; authenticated answers carry the current token in their Authorization header. ' +
        'Messages follow Accept-Language (en-US, zh-CN).',
    },
    servers: [{ url: '/api/v1' }],
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
