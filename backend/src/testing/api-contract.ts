import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

interface MediaType {
  schema?: Json;
}
interface ResponseObject {
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, MediaType>;
}
interface Operation {
  responses: Record<string, ResponseObject>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: Json;
}

/** What a test received, as the contract check needs it. */
export interface ReceivedResponse {
  method: string;
  /** The path and query of the request. */
  url: string;
  status: number;
  headers: Headers;
  /** The decoded body text. */
  body: string;
}

interface Route {
  template: string;
  pattern: RegExp;
  operations: Record<string, Operation>;
}

const DOCUMENT_ID = 'api';

/**
 * Closes every object schema that lists its properties (a field the document does not name is a
 * drift), except where `allOf` combines schemas, whose members each name only their own fields.
 */
function closed(schema: unknown, inAllOf = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closed(item, inAllOf));
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'example' || key === 'examples') copy[key] = value;
    else if (key === '$ref' && typeof value === 'string') copy[key] = value.startsWith('#/') ? `${DOCUMENT_ID}${value}` : value;
    else copy[key] = closed(value, key === 'allOf' && Array.isArray(value) && value.length > 1);
  }
  if (copy.properties && copy.additionalProperties === undefined && !inAllOf) copy.additionalProperties = false;
  // OpenAPI 3.0 writes a nullable reference as {nullable, allOf: [$ref]}; JSON Schema needs the null spelled out.
  if (copy.nullable === true && (copy.allOf || copy.$ref)) {
    const { nullable: _nullable, ...rest } = copy;
    return { anyOf: [{ type: 'null' }, rest] };
  }
  return copy;
}

function routeOf(template: string, operations: Record<string, Operation>): Route {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return { template, pattern: new RegExp(`^${source}/?$`), operations };
}

/**
 * Checks answers against the OpenAPI document: the status is documented for the operation, a
 * documented JSON body matches its schema (with no fields the schema does not name), required
 * headers are there, and an answer the document gives no body has none.
 */
export class ApiContract {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly routes: Route[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: ApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: closed(document.components ?? {}) });
    // Fixed paths before templated ones, so /events/recent is not read as /events/{id}.
    this.routes = Object.entries(document.paths)
      .map(([template, operations]) => routeOf(template, operations))
      .sort((a, b) => a.template.split('{').length - b.template.split('{').length);
  }

  /** The problems with one answer; empty when it keeps to the document or is not an API answer at all. */
  check(received: ReceivedResponse): string[] {
    const path = received.url.split('?')[0] ?? '';
    const method = received.method.toLowerCase();
    const label = `${received.method.toUpperCase()} ${path} → ${received.status}`;
    const contentType = received.headers.get('content-type') ?? '';
    const route = this.routes.find((r) => r.pattern.test(path));
    const operation = route?.operations[method];
    if (!route || !operation) {
      // Pages, files and refusals of unknown routes are not the API's; a JSON success is.
      const served = contentType.includes('json') && received.status < 400;
      return served && !path.startsWith('/api/docs') ? [`${label}: the document has no such operation`] : [];
    }
    const key = `${received.method.toUpperCase()} ${route.template}`;
    const response = operation.responses[String(received.status)] ?? operation.responses[`${String(received.status)[0]}XX`];
    if (!response) return [`${label}: status ${received.status} is not documented for ${key} (body: ${received.body.slice(0, 200)})`];

    const problems: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      if (header.required && !received.headers.has(name)) problems.push(`${label}: the required header ${name} is missing`);
    }
    const media = Object.entries(response.content ?? {});
    if (media.length === 0) {
      if (received.body.length > 0 && method !== 'head')
        problems.push(`${label}: the document gives no body, but one came: ${received.body.slice(0, 200)}`);
      return problems;
    }
    const json = media.find(([type]) => type.includes('json'));
    if (!json || !contentType.includes('json')) {
      const documented = media.some(([type]) => contentType.startsWith(type.split(';')[0] ?? type) || type === '*/*');
      if (!documented) problems.push(`${label}: content type "${contentType}" is not documented (${media.map(([t]) => t).join(', ')})`);
      return problems;
    }
    const schema = json[1].schema;
    if (!schema) return problems;
    let body: unknown;
    try {
      body = JSON.parse(received.body);
    } catch {
      return [...problems, `${label}: the body is not JSON: ${received.body.slice(0, 200)}`];
    }
    const validate = this.validatorFor(`${key} ${received.status}`, schema);
    if (!validate(body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 5)
        .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
      problems.push(`${label}: the body does not match the schema for ${key} ${received.status}: ${errors.join('; ')}`);
    }
    return problems;
  }

  private validatorFor(id: string, schema: Json): ValidateFunction {
    let validate = this.validators.get(id);
    if (!validate) this.validators.set(id, (validate = this.ajv.compile(closed(schema) as Json)));
    return validate;
  }
}
