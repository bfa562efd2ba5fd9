import { EsdbEventStore } from './esdb-event-store';
import { randomUUID } from 'node:crypto';
import { describeEventStoreContract } from './event-store.contract';
import { EventStoreUnavailableError } from './event-store.port';
import { singleHost, startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy';
import { eventMetadata } from '../../testing/event-metadata';

const url = process.env.EVENT_STORE_URL;

if (url) {
  describeEventStoreContract('EventStoreDB', async () => new EsdbEventStore(url));

  describe('EventStoreDB when the connection is cut', () => {
    let proxy: TcpProxy;
    let store: EsdbEventStore;

    beforeAll(async () => {
      const target = singleHost(url);
      if (!target) throw new Error(`EVENT_STORE_URL must name one host for the fault tests (got ${url})`);
      proxy = await startTcpProxy(target);
      const parsed = new URL(url.replace(/^kurrentdb/, 'esdb'));
      store = new EsdbEventStore(`esdb://127.0.0.1:${proxy.port}${parsed.search || '?tls=false'}`);
    });

    afterAll(async () => {
      await store?.close();
      await proxy?.close();
    });

    const event = () => ({
      type: 'test.fault',
      data: {},
      metadata: eventMetadata(),
    });

    it('an append while cut or hanging fails within a few seconds as unavailable, and works once restored', async () => {
      const stream = `fault-${randomUUID()}`;
      await store.append(stream, [event()], 'no_stream');
      for (const fault of ['cut', 'blackhole'] as const) {
        proxy[fault]();
        const started = Date.now();
        await expect(store.append(stream, [event()], 'any')).rejects.toBeInstanceOf(EventStoreUnavailableError);
        expect(Date.now() - started).toBeLessThan(15_000);
        proxy.restore();
        let done = false;
        for (let attempt = 0; attempt < 50 && !done; attempt += 1) {
          done = await store.append(stream, [event()], 'any').then(
            () => true,
            async () => {
              await new Promise((resolve) => setTimeout(resolve, 200));
              return false;
            },
          );
        }
        expect(done).toBe(true);
      }
    }, 90_000);
  });
} else {
  // Reported as skipped, with the reason, instead of a test that passes without testing anything.
  describe.skip(`EventStoreDB contract (skipped: EVENT_STORE_URL is not set; npm run test:cluster runs it against a real server)`, () => {
    test('runs against the server EVENT_STORE_URL names', () => undefined);
  });
}
