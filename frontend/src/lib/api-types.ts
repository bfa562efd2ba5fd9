import type { components } from './api-schema.generated';

/**
 * A schema of the API, by its name in docs/openapi.json. The types come from the document
 * (`npm run api:types`, run by typecheck and build), so the web app reads answers as the server
 * documents them; the generated file is never edited by hand.
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
