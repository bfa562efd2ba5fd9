import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FeatureRegistry } from '../platform/features/feature-registry';
import { startTestServer, type TestServer } from '../testing/test-server';

const SOURCE = join(__dirname, '..');
const FEATURES = join(SOURCE, 'features');
/** The platform defines the events of its own mechanisms (the scheduled-work runner's lease and run records). */
const PLATFORM = join(SOURCE, 'platform');
const EVENT_CATALOGUE = join(__dirname, '..', '..', '..', 'docs', 'events.md');
const API_DOCUMENT = join(__dirname, '..', '..', '..', 'docs', 'openapi.json');
/** A catalogue row: its first cell is the event type in backticks. */
const CATALOGUE_ROW = /^\|\s*`([a-z][a-z_-]*\.[a-z_]+)`\s*\|/gm;

/** The event types docs/events.md has a row for. */
function cataloguedEventTypes(): Set<string> {
  return new Set([...readFileSync(EVENT_CATALOGUE, 'utf8').matchAll(CATALOGUE_ROW)].map((match) => match[1]));
}
/** An event type is defined as `{ type: 'feature.something'; data: … }`: the type alias, not an object literal. */
const EVENT_TYPE_DEFINITION = /\btype:\s*'([a-z][a-z_-]*\.[a-z_]+)'\s*;/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !/\.(spec|e2e-spec)\.ts$/.test(name) ? [path] : [];
  });
}

/** Every event type the source defines (a feature's or the platform's), with the file that defines it, from src/. */
function definedEventTypes(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sourceFiles(FEATURES), ...sourceFiles(PLATFORM)]) {
    for (const match of readFileSync(file, 'utf8').matchAll(EVENT_TYPE_DEFINITION)) found.set(match[1], relative(SOURCE, file));
  }
  return found;
}

describe('features declare themselves', () => {
  let server: TestServer;
  let registry: FeatureRegistry;

  beforeAll(async () => {
    server = await startTestServer();
    registry = server.app.get(FeatureRegistry);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  // The console's history reads like sentences written for a person: every declared event type has one.
  it('declares a console sentence (summary) for each event type', () => {
    const missing = registry.eventTypes().filter((type) => !registry.event(type)?.summary);
    expect(missing).toEqual([]);
  });

  it('finds event types in the source (the scan itself works)', () => {
    expect(definedEventTypes().size).toBeGreaterThan(50);
  });

  it('declares every event type a feature defines, in a declaration its module provides', () => {
    const declared = new Set(registry.eventTypes());
    const undeclared = [...definedEventTypes()].filter(([type]) => !declared.has(type)).map(([type, file]) => `${type} (${file})`);
    expect(undeclared).toEqual([]);
  });

  it('declares no event type that no feature defines', () => {
    const defined = definedEventTypes();
    expect(registry.eventTypes().filter((type) => !defined.has(type))).toEqual([]);
  });

  it('has a row in docs/events.md for every declared event type, and none for a type no feature declares', () => {
    const catalogued = cataloguedEventTypes();
    expect(catalogued.size).toBeGreaterThan(50);
    const declared = registry.eventTypes();
    expect({ missingFromCatalogue: declared.filter((type) => !catalogued.has(type)) }).toEqual({ missingFromCatalogue: [] });
    expect({ notDeclared: [...catalogued].filter((type) => !declared.includes(type)) }).toEqual({ notDeclared: [] });
  });

  it('gives each feature folder with events a declaration of its own name', () => {
    const featureFiles = [...definedEventTypes().values()].filter((file) => file.startsWith('features/'));
    const withEvents = new Set(featureFiles.map((file) => file.split('/')[1]));
    const names = new Set(registry.features().map((f) => f.name));
    expect([...withEvents].filter((name) => !names.has(name))).toEqual([]);
  });

  // The web app's live names and query keys are typed from docs/openapi.json: a model the stream
  // announces that the document lacks (or the reverse) would be refreshed by no screen.
  it('documents exactly the declared live read models as the API document’s LiveModel enum', () => {
    const document = JSON.parse(readFileSync(API_DOCUMENT, 'utf8')) as { components: { schemas: Record<string, { enum?: string[] }> } };
    expect(registry.liveModels()).toEqual(
      expect.arrayContaining(['conversation', 'decisions', 'journal', 'profile', 'subscription', 'tasks']),
    );
    expect([...(document.components.schemas.LiveModel?.enum ?? [])].sort()).toEqual(registry.liveModels());
  });

  it('announces a live model only for its own feature’s events that name a person', () => {
    const strays = registry
      .features()
      .flatMap((feature) =>
        Object.entries(feature.live).flatMap(([model, types]) =>
          types.filter((type) => !feature.events[type]?.concernsUser).map((type) => `${model}: ${type} (${feature.name})`),
        ),
      );
    expect(strays).toEqual([]);
  });
});
