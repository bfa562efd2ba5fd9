import type { components } from './api-schema.generated';

/**
 * A schema of the API, by its name in docs/openapi.json. The types come from the document
 * (`npm run api:types`, run by typecheck and build), so the web app reads answers as the server
 * documents them; the generated file is never edited by hand.
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * Every value of one of the document's enums, in the order written, for screens that list them.
 * Written as a record keyed by the enum (`enumValues<Voice>({ default: true, female: true })`, or
 * a record of labels) so that the compiler fails when the document gains a value the list lacks or
 * drops one it has.
 */
export function enumValues<Value extends string>(values: Record<Value, unknown>): readonly Value[] {
  return Object.keys(values) as Value[];
}
