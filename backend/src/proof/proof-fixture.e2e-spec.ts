import type { FeatureProof } from '../platform/features/feature-proof';
import type { FeatureRegistry } from '../platform/features/feature-registry';
import { startTestServer, type TestServer } from '../testing/test-server';
import { PROOF_ENV, seedCast } from './proof-fixture';

/** A registry holding one feature's proof and nothing else. */
function registryOf(feature: string, proof: FeatureProof): FeatureRegistry {
  return { proofs: () => [{ feature, proof }], ownedIdFields: () => [] } as unknown as FeatureRegistry;
}

describe('the proof seeds', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(PROOF_ENV);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('stop the suites when a seed gives nothing: it would prove nothing', async () => {
    await expect(seedCast(server, registryOf('hollow', { seed: () => Promise.resolve({}) }))).rejects.toThrow(
      'The hollow proof seed gave no ids, path ids or texts',
    );
  });

  it('stop the suites when a console list has no row to name', async () => {
    const proof: FeatureProof = {
      seed: async (owner) => ({ pathIds: { '/x/{id}': await owner.consoleRowId('events', { type: 'no.such_event' }) } }),
    };
    await expect(seedCast(server, registryOf('absent', proof))).rejects.toThrow('absent seed: the console lists no events row');
  }, 30_000);
});
