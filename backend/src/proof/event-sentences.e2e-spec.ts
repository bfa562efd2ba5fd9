import { FeatureRegistry } from '../platform/features/feature-registry';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The console's history reads like sentences written for a person: every event type every
 * feature declares (the registry, so a new feature is covered without editing this file) has one.
 */
describe('every event type has a sentence for the console', () => {
  let server: TestServer;
  let registry: FeatureRegistry;

  beforeAll(async () => {
    server = await startTestServer();
    registry = server.app.get(FeatureRegistry);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('declares a summary for each event type', () => {
    const missing = registry.eventTypes().filter((type) => !registry.event(type)?.summary);
    expect(missing).toEqual([]);
  });
});
