import fc from 'fast-check';
import { PROTOTYPE_KEYS } from '../platform/http/validation';

/** The parts of a JSON schema (OpenAPI 3.0 dialect) the document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
}

export interface Components {
  schemas?: Record<string, JsonSchema>;
}

/**
 * Values for named fields that the document describes in words rather than in the schema: the
 * caller's own user id ("must be the signed-in user"), the ids of things the caller has. Each is
 * an arbitrary, or a function of the values the schema allows (to mix the caller's with those).
 */
export type FieldValue = fc.Arbitrary<unknown> | ((generated: fc.Arbitrary<unknown>, schema: JsonSchema) => fc.Arbitrary<unknown>);
export type FieldValues = Record<string, FieldValue>;

/** The values of a named field: the caller's own, or those mixed with what the schema allows. */
export function fieldValue(given: FieldValue | undefined, generated: fc.Arbitrary<unknown>, schema: JsonSchema): fc.Arbitrary<unknown> {
  if (!given) return generated;
  return typeof given === 'function' ? given(generated, schema) : given;
}

/** Long texts cost time on every run without finding more; the limits themselves are still reached. */
const TYPICAL_LENGTH = 40;

function deref(components: Components, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    current = components.schemas?.[current.$ref.replace('#/components/schemas/', '')] ?? {};
  }
  return current;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dates = fc.integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS }).map((day) => new Date(day * DAY_MS));
const dateTimes = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true });

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'date':
      return dates.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return dateTimes.map((d) => d.toISOString());
    case 'email':
      return fc.constantFrom('ada@example.com', 'a.b+c@example.co.uk', 'x@y.io');
    case 'uri':
      return fc.webUrl();
    default:
      break;
  }
  if (schema.pattern) {
    const { minLength = 0, maxLength = Number.MAX_SAFE_INTEGER } = schema;
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= maxLength);
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, TYPICAL_LENGTH);
  const typical = fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, Math.max(minLength, TYPICAL_LENGTH)) });
  // Counted in UTF-16 units, as the document's lengths are: the longest text it allows, in plain letters.
  const longest = fc.constant('a'.repeat(maxLength));
  return schema.maxLength !== undefined ? fc.oneof({ weight: 4, arbitrary: typical }, { weight: 1, arbitrary: longest }) : typical;
}

/** Any value the schema accepts, as a client generated from the document may send it. */
export function valueOf(components: Components, raw: JsonSchema, fields: FieldValues = {}): fc.Arbitrary<unknown> {
  const schema = deref(components, raw);
  const plain = ((): fc.Arbitrary<unknown> => {
    if (schema.enum?.length) return fc.constantFrom(...schema.enum.filter((v) => v !== null));
    const choices = schema.oneOf ?? schema.anyOf;
    if (choices?.length) return fc.oneof(...choices.map((choice) => valueOf(components, choice, fields)));
    if (schema.allOf?.length === 1) return valueOf(components, schema.allOf[0] ?? {}, fields);
    switch (schema.type) {
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
      case 'string':
        // The document's own example is a value a client is likely to send; the rest are any the schema allows.
        return typeof schema.example === 'string' ? fc.oneof(fc.constant(schema.example), stringOf(schema)) : stringOf(schema);
      case 'array':
        return fc.array(valueOf(components, schema.items ?? {}, fields), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        });
      case 'object':
      case undefined:
        if (schema.properties || schema.type === 'object') return objectOf(components, schema, fields);
        return fc.jsonValue();
      default:
        return fc.constant(null);
    }
  })();
  return schema.nullable ? fc.option(plain, { nil: null, freq: 5 }) : plain;
}

function objectOf(components: Components, schema: JsonSchema, fields: FieldValues): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        fieldValue(fields[name], valueOf(components, property, fields), deref(components, property)),
      ]),
    ),
    { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
  );
  const extra = schema.additionalProperties;
  if (!extra || Object.keys(properties).length > 0) return record;
  const values = extra === true ? fc.jsonValue() : valueOf(components, extra, fields);
  // The validation pipe refuses a prototype's names as fields everywhere (docs/api.md); OpenAPI 3.0
  // cannot say so in the document, so a valid free-form object is made without them.
  const key = fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !PROTOTYPE_KEYS.has(name));
  return fc.dictionary(key, values, { maxKeys: 3 });
}

/** Percent-encodes a value for a query string or path, lone surrogates included. */
export const encode = (value: string): string => [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
