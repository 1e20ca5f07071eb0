// GET /api/openapi.json: the OpenAPI 3.1 document generated from the contract table.
import { Hono } from 'hono';
import { z } from 'zod';
import { endpoints, envelope, HEADER, type EndpointDef } from '@gemlane/contract';
import type { AppEnv } from '../lib/context.ts';

type JsonSchema = {
  properties?: Record<string, unknown>;
  required?: string[];
  [k: string]: unknown;
};

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;

function operation(name: string, def: EndpointDef) {
  const request = toSchema(def.request, 'input');
  const common = [
    {
      name: HEADER.locale,
      in: 'header',
      schema: { type: 'string' },
      description: 'Language of messages (en, de, ...)',
    },
    {
      name: HEADER.currency,
      in: 'header',
      schema: { type: 'string' },
      description: 'Currency of prices (USD, EUR, ...)',
    },
  ];
  const op: Record<string, unknown> = {
    operationId: name,
    summary: def.summary,
    parameters:
      def.method === 'GET'
        ? [
            ...Object.entries(request.properties ?? {}).map(([key, schema]) => ({
              name: key,
              in: 'query',
              required: request.required?.includes(key) ?? false,
              schema,
            })),
            ...common,
          ]
        : common,
    responses: {
      '200': {
        description: 'Success: `code` 200 and the data',
        content: { 'application/json': { schema: toSchema(envelope(def.response), 'output') } },
      },
      default: {
        description:
          'Error: `code` equals the HTTP status, `data` is null, `message` is translated',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
  if (def.method !== 'GET')
    op.requestBody = {
      required: true,
      content: {
        [def.multipart ? 'multipart/form-data' : 'application/json']: { schema: request },
      },
    };
  if (def.auth !== 'none')
    op.security = def.auth === 'required' ? [{ token: [] }] : [{}, { token: [] }];
  return op;
}

let cached: unknown;

export function openApiDocument(): unknown {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(endpoints) as [string, EndpointDef][]) {
    paths[def.path] ??= {};
    (paths[def.path] as Record<string, unknown>)[def.method.toLowerCase()] = operation(name, def);
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Gemlane storefront API',
      version: '1.0.0',
      description:
        'Every answer is `{code, data, message}`; money is integer minor units with a currency code.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: HEADER.token } },
      schemas: {
        Error: {
          type: 'object',
          required: ['code', 'data', 'message'],
          properties: {
            code: { type: 'integer' },
            data: { type: 'null' },
            message: { type: 'string' },
          },
        },
      },
    },
  };
  return cached;
}

export function openApiRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/api/openapi.json', (c) => c.json(openApiDocument()));
  return app;
}
