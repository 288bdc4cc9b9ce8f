import type { ContractEntry } from '../entry.js';
import { errorBodySchema } from '../error.js';
import type { JsonSchema, OpenApiContent, OpenApiDocument, OpenApiOperation, OpenApiParameter, OpenApiResponse } from './openapi-types.js';
import { wireJsonSchema } from './wire-json-schema.js';

/**
 * The document's two security schemes: the session cookie and the CSRF header.
 *
 * @example
 * OPENAPI_SECURITY.csrf.name // 'X-CSRF-Token'
 */
export const OPENAPI_SECURITY = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'wb_session',
    description: 'The session cookie set by signing in (/account/login); it expires after 30 minutes without a request.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description: 'Double-submit CSRF token: echo the value of the readable `csrf_token` cookie. Required on every POST and on the GETs that change data.',
  },
} as const;

const PATH_PARAM = /:([A-Za-z_]+)/g;

/**
 * The OpenAPI path of an entry path: under /api, `:name` written `{name}`.
 *
 * @example
 * openApiPath('v2/get/trip/uuid/:id') // '/api/v2/get/trip/uuid/{id}'
 */
export function openApiPath(path: string): string {
  return `/api/${path.replace(PATH_PARAM, '{$1}')}`;
}

/**
 * The path parameter names of an entry path, in order.
 *
 * @example
 * pathParamNames('v2/delete/trip_participant/uuid/:id/ref/:ref') // ['id', 'ref']
 */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((m) => m[1] ?? '');
}

const propertiesOf = (schema: JsonSchema): { properties: Record<string, JsonSchema>; required: readonly string[] } => ({
  properties: (schema['properties'] ?? {}) as Record<string, JsonSchema>,
  required: (schema['required'] ?? []) as readonly string[],
});

function parametersOf(entry: ContractEntry): OpenApiParameter[] {
  const params = propertiesOf(wireJsonSchema(entry.params, 'input'));
  const query = propertiesOf(wireJsonSchema(entry.query, 'input'));
  const inPath = pathParamNames(entry.path).map((name): OpenApiParameter => ({
    name,
    in: 'path',
    required: true,
    schema: params.properties[name] ?? { type: 'string' },
  }));
  const inQuery = Object.entries(query.properties).map(([name, schema]): OpenApiParameter => ({
    name,
    in: 'query',
    required: query.required.includes(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

const MEDIA_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded' } as const;

function requestBodyOf(entry: ContractEntry): Pick<OpenApiOperation, 'requestBody'> {
  if (entry.body.kind === 'none') return {};
  const content: OpenApiContent = { [MEDIA_TYPES[entry.body.kind]]: { schema: wireJsonSchema(entry.body.schema, 'input') } };
  return { requestBody: { required: true, content } };
}

const needsCsrf = (entry: ContractEntry): boolean => entry.method !== 'GET' || entry.csrf === 'always';

function securityOf(entry: ContractEntry): OpenApiOperation['security'] {
  const schemes = { ...(entry.auth === 'session' ? { session: [] } : {}), ...(needsCsrf(entry) ? { csrf: [] } : {}) };
  return Object.keys(schemes).length === 0 ? [] : [schemes];
}

const errorRef: OpenApiResponse = { $ref: '#/components/responses/Error' };

function responsesOf(entry: ContractEntry): OpenApiOperation['responses'] {
  return {
    '200': { description: 'The answer.', content: { 'application/json': { schema: wireJsonSchema(entry.response, 'output') } } },
    '400': errorRef,
    ...(entry.auth === 'session' ? { '401': errorRef } : {}),
    ...(needsCsrf(entry) ? { '403': errorRef } : {}),
    ...(entry.body.kind === 'none' ? {} : { '413': errorRef }),
    default: errorRef,
  };
}

function operationOf(entry: ContractEntry): OpenApiOperation {
  const [first = entry.summary] = entry.summary.split(/(?<=\.)\s+/);
  const notes = [
    ...(first === entry.summary ? [] : [entry.summary]),
    ...(entry.maxBodyBytes === undefined ? [] : [`Accepts a body of up to ${entry.maxBodyBytes} bytes.`]),
  ];
  return {
    operationId: entry.id,
    summary: first,
    ...(notes.length > 0 ? { description: notes.join('\n\n') } : {}),
    parameters: parametersOf(entry),
    ...requestBodyOf(entry),
    security: securityOf(entry),
    responses: responsesOf(entry),
  };
}

/**
 * The OpenAPI 3.1 document of a contract list: one operation per entry (method, path and query
 * parameters, JSON or form body, the 200 answer's schema, the Error object for failures, the
 * session cookie and CSRF header it needs). Pure: the same list always gives the same document.
 *
 * @example
 * openApiDocument(contract).paths['/api/v2/get/profile']?.['get']?.operationId // 'getProfile'
 */
export function openApiDocument(list: readonly ContractEntry[], options: { readonly version?: string } = {}): OpenApiDocument {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const entry of list) {
    const item = (paths[openApiPath(entry.path)] ??= {});
    item[entry.method.toLowerCase()] = operationOf(entry);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Waybook API',
      version: options.version ?? '2',
      description:
        'Every /api/v2 call of Waybook, generated from the contract list (core/src/contract/contract.ts). Failures answer `{"Error": {code, detailed_error_code, description}}`.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: { Error: wireJsonSchema(errorBodySchema, 'output') },
      responses: {
        Error: { description: 'A failure, as the Error object.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
      securitySchemes: OPENAPI_SECURITY,
    },
  };
}
