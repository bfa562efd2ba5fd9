/**
 * `npm run api:document`: writes the OpenAPI document the server serves to docs/openapi.json, the
 * file the web app's API types are generated from (`npm run api:types -w frontend`). A backend
 * test fails while the file differs from what the server serves.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../create-app';
import { loadConfig } from '../platform/config/app-config';
import { buildApiDocument } from '../platform/openapi/api-document';
import { API_DOCUMENT_FILE, serializeApiDocument } from '../platform/openapi/api-document-file';

async function main(): Promise<void> {
  // A throwaway data directory and no environment: the document depends on the code alone.
  const dataDir = mkdtempSync(join(tmpdir(), 'daily-api-document-'));
  try {
    const app = await createApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { startProjections: false });
    const text = serializeApiDocument(buildApiDocument(app));
    await app.close();
    writeFileSync(API_DOCUMENT_FILE, text);
    console.log(`Wrote ${API_DOCUMENT_FILE}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
