import { z } from 'zod';
import { errorBodySchema, errorStatus } from './errors';
import { routeList } from './routes';
import type { RouteDefinition } from './routes';

type JsonObject = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const json: JsonObject = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  delete json.$schema;
  return json;
}

const errorRef = { $ref: '#/components/schemas/ErrorBody' };

function errorResponse(description: string): JsonObject {
  return { description, content: { 'application/json': { schema: errorRef } } };
}

/** The route's header parameters, one per property of its headers schema. */
function headerParameters(headers: z.ZodType): JsonObject[] {
  const json = toSchema(headers, 'input') as { properties?: Record<string, JsonObject>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'header',
    required: json.required?.includes(name) ?? false,
    schema,
  }));
}

function operation(route: RouteDefinition & { name: string }): JsonObject {
  const op: JsonObject = { operationId: route.name, summary: route.summary };
  if (route.auth) op.security = [{ bearerAuth: [] }];
  const parameters: JsonObject[] = [];
  if (route.path.includes('{id}')) {
    parameters.push({ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
  }
  if (route.headers) parameters.push(...headerParameters(route.headers));
  if (parameters.length > 0) op.parameters = parameters;
  if (route.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: toSchema(route.body, 'input') } },
    };
  } else if (route.multipartFileField) {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [route.multipartFileField],
            properties: { [route.multipartFileField]: { type: 'string', format: 'binary' } },
          },
        },
      },
    };
  }
  const responses: JsonObject = {
    [String(route.successStatus ?? 200)]: {
      description: 'Success',
      content: { 'application/json': { schema: toSchema(route.response, 'output') } },
    },
  };
  if (route.body || route.multipartFileField || route.params || route.headers)
    responses['400'] = errorResponse('Invalid request');
  if (route.auth) responses['401'] = errorResponse('Missing or unknown token');
  if (route.path.includes('{id}')) responses['404'] = errorResponse('Not found or not owned by this device');
  for (const code of route.errors ?? []) {
    const status = String(errorStatus[code]);
    const existing = responses[status] as { description: string } | undefined;
    responses[status] = errorResponse(existing ? `${existing.description}; ${code}` : code);
  }
  responses['429'] ??= errorResponse('Too many requests');
  responses['500'] = errorResponse('Internal error');
  op.responses = responses;
  return op;
}

/** The OpenAPI 3.1 document of the API, built from the route table. */
export function buildOpenApiDocument(): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of routeList) {
    const item = (paths[route.path] ??= {});
    item[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Hairhue API', version: '1.0.0' },
    servers: [{ url: '/api' }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: { ErrorBody: toSchema(errorBodySchema, 'output') },
    },
  };
}
