import { EsdbEventStore } from './esdb-event-store';
import { describeEventStoreContract } from './event-store.contract';

const url = process.env.EVENT_STORE_URL;

if (url) {
  describeEventStoreContract('EventStoreDB', async () => new EsdbEventStore(url));
} else {
  // Says plainly that the cluster suite did not run, instead of passing without testing anything.
  describe('EventStoreDB contract', () => {
    test('SKIPPED: EVENT_STORE_URL is not set, so the suite did not run', () => {
      console.warn('SKIPPED: EventStoreDB contract suite (EVENT_STORE_URL not set)');
      expect(process.env.EVENT_STORE_URL).toBeFalsy();
    });
  });
}
