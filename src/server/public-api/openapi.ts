// The public API's description: each /api/v1 route is declared once with its zod schemas, and the
// OpenAPI 3.1 document (/api/v1/openapi.json) and the reference page (/api/docs) are generated from
// those declarations, so neither can drift from what the server accepts.
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOperation {
  operationId: string;
  method: HttpMethod;
  /** Fastify style: /api/v1/documents/:id */
  path: string;
  tag: 'Account' | 'Documents' | 'Signers' | 'Webhooks';
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart/form-data body (the upload), described by hand. */
  multipart?: { fields: z.ZodObject; fileDescription: string };
  response: { status: number; description: string; schema?: z.ZodType; contentType?: string };
  /** Error statuses this operation can answer besides 401 and 429. */
  errors?: number[];
  /** A shell example; {BASE} becomes the server's URL. */
  curl: string;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is not valid; `error.fields` names each wrong field.',
  401: 'The API key is missing, unknown, revoked or expired.',
  403: "The account's plan does not include API access, or a plan limit was reached.",
  404: 'Not found (or not yours).',
  409: 'The document is in a state that does not allow this.',
  410: 'The document expired and its file was deleted.',
  413: 'The file is larger than the maximum upload size.',
  415: 'The file type is not supported.',
  429: "The key's monthly request limit is used up; see Retry-After.",
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function parameters(op: ApiOperation): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [where, obj] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!obj) continue;
    const schema = jsonSchema(obj, 'input') as {
      properties?: Record<string, Record<string, unknown>>;
      required?: string[];
    };
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      const { description, ...rest } = prop;
      out.push({
        name,
        in: where,
        required: where === 'path' || (schema.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  return out;
}

export function buildOpenApiDocument(
  operations: ApiOperation[],
  opts: { version: string; serverUrl: string; siteName: string },
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const statuses = new Set([401, 429, ...(op.errors ?? [])]);
    const responses: Record<string, unknown> = {
      [op.response.status]: {
        description: op.response.description,
        ...(op.response.schema || op.response.contentType
          ? {
              content: {
                [op.response.contentType ?? 'application/json']: {
                  schema: op.response.schema
                    ? jsonSchema(op.response.schema, 'output')
                    : { type: 'string', contentMediaType: op.response.contentType },
                },
              },
            }
          : {}),
      },
    };
    for (const status of [...statuses].sort()) {
      responses[status] = {
        description: ERROR_TEXT[status] ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    let requestBody: Record<string, unknown> | undefined;
    if (op.body) {
      requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(op.body, 'input') } },
      };
    } else if (op.multipart) {
      const fields = jsonSchema(op.multipart.fields, 'input') as { properties?: Record<string, unknown> };
      requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: {
                ...fields.properties,
                file: {
                  type: 'string',
                  contentMediaType: 'application/octet-stream',
                  description: op.multipart.fileDescription,
                },
              },
            },
          },
        },
      };
    }
    (paths[openApiPath(op.path)] ??= {})[op.method.toLowerCase()] = {
      operationId: op.operationId,
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(parameters(op).length ? { parameters: parameters(op) } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${opts.siteName} API`,
      version: opts.version,
      description:
        'Upload documents, add signers, follow their status and audit trail, download the sealed PDF, and manage webhooks. ' +
        'Authenticate every request with `Authorization: Bearer <API key>`; keys are created in Profile → Developers.',
    },
    servers: [{ url: opts.serverUrl }],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: 'Account', description: 'The key in use and its owner.' },
      { name: 'Documents', description: 'Upload, list, download and delete documents.' },
      { name: 'Signers', description: 'Add signers and send a document for signing.' },
      { name: 'Webhooks', description: 'Receive document events as signed HTTP POSTs.' },
    ],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key (sgn_live_…).' },
      },
      schemas: { Error: jsonSchema(apiErrorSchema, 'output') },
    },
  };
}
