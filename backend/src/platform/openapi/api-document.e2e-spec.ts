import { readFileSync } from 'node:fs';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { API_DOCUMENT_FILE } from './api-document-file';

type Schema = { type?: string; allOf?: unknown[]; properties?: Record<string, Schema>; additionalProperties?: unknown; items?: Schema };

/** Properties documented as a bare object: what a `string | null` field becomes when its type is not named. */
function bareObjects(schemas: Record<string, Schema>): string[] {
  const found: string[] = [];
  const visit = (where: string, schema: Schema | undefined) => {
    if (!schema) return;
    if (schema.type === 'object' && !schema.properties && !schema.allOf && schema.additionalProperties === undefined) found.push(where);
    for (const [name, property] of Object.entries(schema.properties ?? {})) visit(`${where}.${name}`, property);
    visit(`${where}[]`, schema.items);
  };
  for (const [name, schema] of Object.entries(schemas)) visit(name, schema);
  return found;
}

/** Every `pattern` in the document, with where it is. */
function patterns(node: unknown, where = '#'): Array<[string, string]> {
  if (Array.isArray(node)) return node.flatMap((item, i) => patterns(item, `${where}/${i}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]): Array<[string, string]> =>
    key === 'pattern' && typeof value === 'string' ? [[where, value]] : patterns(value, `${where}/${key}`),
  );
}

/** Shorthand classes other languages' regex engines read differently (Unicode digits and letters in some, not in others). */
const SHORTHAND_CLASS = /\\[dDwW]/;

describe('the OpenAPI document', () => {
  let server: TestServer;
  let served: { components: { schemas: Record<string, Schema> } };

  beforeAll(async () => {
    server = await startTestServer();
    served = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as typeof served;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('is the one committed in docs/openapi.json (regenerate it with `npm run api:document`)', () => {
    expect(served).toEqual(JSON.parse(readFileSync(API_DOCUMENT_FILE, 'utf8')));
  });

  it('writes every pattern with ASCII classes ([0-9], [A-Za-z0-9_]), so tools in other languages read them as the server does', () => {
    const found = patterns(served);
    expect(found.length).toBeGreaterThan(10);
    expect(found.filter(([, pattern]) => SHORTHAND_CLASS.test(pattern))).toEqual([]);
  });

  it('names the type of every property (a nullable text is a string, not an object)', () => {
    expect(bareObjects(served.components.schemas)).toEqual([]);
  });
});
