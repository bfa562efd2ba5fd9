import type { OpenAPIObject } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

type Schema = SchemaObject & { additionalProperties?: boolean | SchemaObject };

/** The rules of each request class class-validator knows (its parents' included), by name: the name Swagger gives the class's schema. */
function validatedClasses(): Map<string, ValidationMetadata[]> {
  // The storage keeps its metadata by class in a private map; it has no public way to list the classes.
  const byTarget = (getMetadataStorage() as unknown as { validationMetadatas?: unknown }).validationMetadatas;
  const classes = new Map<string, ValidationMetadata[]>();
  if (!(byTarget instanceof Map)) return classes;
  for (const target of (byTarget as Map<unknown, unknown>).keys()) {
    if (typeof target === 'function' && target.name)
      classes.set(target.name, getMetadataStorage().getTargetValidationMetadatas(target, '', true, false));
  }
  return classes;
}

/** What one class-validator rule says about a value, in the schema's words; a rule the schema already states is left as stated. */
function applyRule(property: Schema, rule: ValidationMetadata): void {
  const [first, second] = rule.constraints ?? [];
  const set = <K extends keyof Schema>(key: K, value: Schema[K]) => {
    if (property[key] === undefined) property[key] = value;
  };
  switch (rule.name) {
    case 'isNotEmpty':
      if (property.type === 'string') set('minLength', 1);
      break;
    case 'minLength':
      set('minLength', first as number);
      break;
    case 'maxLength':
      set('maxLength', first as number);
      break;
    case 'isLength':
      set('minLength', first as number);
      if (typeof second === 'number') set('maxLength', second);
      break;
    case 'isInt':
      property.type = 'integer';
      break;
    case 'min':
      set('minimum', first as number);
      break;
    case 'max':
      set('maximum', first as number);
      break;
    case 'isEmail':
      set('format', 'email');
      break;
    case 'isIso8601':
      set('format', 'date-time');
      break;
    case 'matches':
      // The document's patterns are read as Unicode expressions, so a `u` flag says nothing more.
      if (first instanceof RegExp && (first.flags === '' || first.flags === 'u')) set('pattern', first.source);
      break;
    default:
      break;
  }
}

type Operation = {
  operationId?: string;
  parameters?: Array<{ name?: string; in?: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
};

function applyRules(properties: Record<string, Schema | undefined>, rules: ValidationMetadata[]): void {
  for (const rule of rules) {
    const property = properties[rule.propertyName];
    if (property && !('$ref' in property) && rule.type === 'customValidation') applyRule(property, rule);
  }
}

/**
 * Request bodies and queries are validated with unknown fields refused (platform/http/validation.ts),
 * and by the class-validator rules on each field: the document says the same, so that a client
 * generated from it cannot build a request the server refuses for its shape. Each body schema is
 * closed, and the standard rules (lengths, whole numbers, bounds, emails, ISO dates, patterns) are
 * written into the body schemas and the query parameters.
 */
export function documentRequestConstraints(document: OpenAPIObject, queries: ReadonlyMap<string, string>): OpenAPIObject {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const classes = validatedClasses();
  const bodies = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Operation[]) {
      const ref = operation?.requestBody?.content?.['application/json']?.schema?.$ref;
      if (ref) bodies.add(ref.replace('#/components/schemas/', ''));
      const query = operation?.operationId ? queries.get(operation.operationId) : undefined;
      const rules = query ? classes.get(query) : undefined;
      if (!rules) continue;
      const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query' && p.schema);
      applyRules(Object.fromEntries(parameters.map((p) => [p.name ?? '', p.schema])), rules);
    }
  }
  for (const name of bodies) {
    const schema = schemas[name];
    if (!schema?.properties) continue;
    schema.additionalProperties = false;
    applyRules(schema.properties as Record<string, Schema>, classes.get(name) ?? []);
  }
  return document;
}
