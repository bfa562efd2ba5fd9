import type { OpenAPIObject } from '@nestjs/swagger';
import { resolve } from 'node:path';

/** The committed copy of the document: reviewed in diffs, and the source of the web app's API types. */
export const API_DOCUMENT_FILE = resolve(__dirname, '..', '..', '..', '..', 'docs', 'openapi.json');

export function serializeApiDocument(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
