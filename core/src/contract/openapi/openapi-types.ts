/**
 * A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data.
 *
 * @example
 * const s: JsonSchema = { type: 'string', maxLength: 100 };
 */
export type JsonSchema = { readonly [keyword: string]: unknown };

/**
 * One path or query parameter of an operation.
 *
 * @example
 * const p: OpenApiParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
 */
export interface OpenApiParameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly description?: string;
  readonly schema: JsonSchema;
}

/**
 * A request body or answer: its media types and their schemas.
 *
 * @example
 * const c: OpenApiContent = { 'application/json': { schema: { type: 'object' } } };
 */
export type OpenApiContent = { readonly [mediaType: string]: { readonly schema: JsonSchema } };

/**
 * One answer of an operation, inline or a reference to a shared one.
 *
 * @example
 * const r: OpenApiResponse = { $ref: '#/components/responses/Error' };
 */
export type OpenApiResponse = { readonly description: string; readonly content?: OpenApiContent } | { readonly $ref: string };

/**
 * One call: the OpenAPI operation of a contract entry.
 *
 * @example
 * const op: OpenApiOperation = { operationId: 'getProfile', summary: 'The profile.', parameters: [],
 *   security: [{ session: [] }], responses: { '200': { description: 'OK' } } };
 */
export interface OpenApiOperation {
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly parameters: readonly OpenApiParameter[];
  readonly requestBody?: { readonly required: true; readonly content: OpenApiContent };
  readonly security: readonly { readonly [scheme: string]: readonly string[] }[];
  readonly responses: { readonly [status: string]: OpenApiResponse };
}

/**
 * An API key security scheme (the session cookie, the CSRF header).
 *
 * @example
 * const s: OpenApiSecurityScheme = { type: 'apiKey', in: 'cookie', name: 'wb_session', description: 'Session' };
 */
export interface OpenApiSecurityScheme {
  readonly type: 'apiKey';
  readonly in: 'cookie' | 'header';
  readonly name: string;
  readonly description: string;
}

/**
 * An OpenAPI 3.1 document, as {@link openApiDocument} builds it.
 *
 * @example
 * const d: OpenApiDocument = openApiDocument(contract);
 */
export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly jsonSchemaDialect: string;
  readonly paths: { readonly [path: string]: { readonly [method: string]: OpenApiOperation } };
  readonly components: {
    readonly schemas: { readonly [name: string]: JsonSchema };
    readonly responses: { readonly [name: string]: OpenApiResponse };
    readonly securitySchemes: { readonly [name: string]: OpenApiSecurityScheme };
  };
}
