import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** The body `{}`: an answer that only says the request was done. */
export const EMPTY_OBJECT_SCHEMA: SchemaObject = { type: 'object', additionalProperties: false, example: {} };
