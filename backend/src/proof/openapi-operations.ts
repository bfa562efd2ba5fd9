import { call } from '../testing/test-server';

export interface SchemaObject {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  example?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  oneOf?: SchemaObject[];
  items?: SchemaObject;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: SchemaObject;
  example?: unknown;
}

interface RawOperation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

export interface Operation {
  method: string;
  /** The OpenAPI path, with `{id}` placeholders. */
  path: string;
  key: string;
  documentedPublic: boolean;
  parameters: Parameter[];
  /** The JSON body schema with references resolved one level, or undefined when the operation takes none. */
  bodySchema?: SchemaObject;
}

/**
 * The operations that need no session, each for a reason. The matrix checks the document agrees:
 * an operation missing here but documented without security would otherwise silently escape it.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'GET /health', // load balancers and the operator's status check
  'GET /api/ping', // a no-op that shows nothing: the benchmarks' baseline
  'POST /auth/otp', // signing in starts signed out
  'POST /auth/verify',
  'POST /auth/token', // the refresh token is the credential
  'POST /api/analytics/events', // page visits are counted before anyone signs in
  'POST /api/stripe/webhook', // Stripe proves itself with the signature header
  'POST /api/twilio/inbound', // Twilio proves itself with the signature header
  'GET /api/auth/google/config', // the public client id the browser needs to open Google's popup
  'GET /api/stripe/mode', // whether every page must say payments are in test mode
]);

export function resolve(doc: OpenApiDocument, schema: SchemaObject | undefined): SchemaObject | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return doc.components?.schemas?.[name];
}

export async function loadOpenApi(baseUrl: string): Promise<OpenApiDocument> {
  const res = await call<OpenApiDocument>(baseUrl, 'GET', '/api/docs/openapi.json');
  if (res.status !== 200) throw new Error(`OpenAPI document: ${res.status}`);
  return res.body;
}

export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      const key = `${upper} ${path}`;
      operations.push({
        method: upper,
        path,
        key,
        // No requirement, or an empty one among them (a session is optional there).
        documentedPublic: !raw.security || raw.security.length === 0 || raw.security.some((r) => Object.keys(r as object).length === 0),
        parameters: raw.parameters ?? [],
        bodySchema: resolve(doc, raw.requestBody?.content?.['application/json']?.schema),
      });
    }
  }
  return operations;
}
