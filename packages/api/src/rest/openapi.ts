import { z } from 'zod';
import { envelopeSchema } from './envelope';
import type { RestRoute } from './route';

const json = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' });

/** OpenAPI 3.1 document generated from the same zod schemas the routes validate with. */
export function buildOpenApi(routes: RestRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const pathParams = [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const queryParams = r.query
      ? Object.entries(
          (json(r.query, 'input') as { properties?: Record<string, unknown>; required?: string[] })
            .properties ?? {},
        ).map(([name, schema]) => ({
          name,
          in: 'query',
          required: ((json(r.query!, 'input') as { required?: string[] }).required ?? []).includes(name),
          schema,
        }))
      : [];
    const op: Record<string, unknown> = {
      tags: [r.tag],
      summary: r.summary,
      operationId: `${r.method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
      parameters: [...pathParams, ...queryParams],
      security: r.access === 'public' ? [] : [{ bearer: [] }],
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: json(envelopeSchema(r.response), 'output') } },
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
      op.requestBody = { required: true, content: { 'application/json': { schema: json(r.body, 'input') } } };
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
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
