import { type OpenApiDocument, type Operation, type SchemaObject, resolve } from './openapi-operations';

/** Values a request is built from: named fields (user ids, task ids, texts) win over the schema's examples. */
export type Fields = Record<string, unknown>;

export interface RequestParts {
  path: string;
  body?: unknown;
}

const today = (): string => new Date().toISOString().slice(0, 10);

function fromSchema(doc: OpenApiDocument, name: string, raw: SchemaObject): unknown {
  const schema = resolve(doc, raw) ?? {};
  if (schema.enum?.length) return schema.enum[0];
  if (schema.example !== undefined) return schema.example;
  if (/(^|_)date$/.test(name)) return today();
  switch (schema.type) {
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return 1;
    case 'array':
      return [];
    case 'string':
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 5));
    default:
      return schema.nullable ? null : 'example';
  }
}

/** A minimal valid body: the required fields, plus any field the caller names (so user ids are always sent). */
export function exampleBody(doc: OpenApiDocument, operation: Operation, fields: Fields): Record<string, unknown> | undefined {
  const schema = operation.bodySchema;
  if (!schema) return undefined;
  const body: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (name in fields) body[name] = fields[name];
    else if (required.has(name)) body[name] = fromSchema(doc, name, property);
  }
  return body;
}

/** The path with its `{params}` filled, and a query string of the required parameters plus named ones. */
export function examplePath(doc: OpenApiDocument, operation: Operation, fields: Fields, pathIds: Record<string, string>): string {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      const value = pathIds[operation.path];
      // A made-up id would answer 404 to everyone alike, and prove nothing about who may read it.
      if (value === undefined) throw new Error(`No feature's proof seed names the owner's ${operation.path} (defineFeature({ proof }))`);
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    } else if (parameter.in === 'query') {
      if (parameter.name in fields) query.set(parameter.name, String(fields[parameter.name]));
      else if (parameter.required)
        query.set(parameter.name, String(parameter.example ?? fromSchema(doc, parameter.name, parameter.schema ?? {})));
    }
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
