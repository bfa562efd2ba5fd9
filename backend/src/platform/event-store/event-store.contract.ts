/// <reference types="jest" />
// Shared by every EventStore adapter's spec. Stream names carry a random suffix and assertions only
// look at this run's streams, so the suite also runs against a server other runs write to.
import { randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent } from './event-envelope';
import { type EventStore, type ExpectedRevision, WrongExpectedRevisionError } from './event-store.port';

function newEvent(type: string, data: Record<string, unknown> = {}): NewEvent {
  const eventId = randomUUID();
  return {
    type,
    data,
    metadata: {
      eventId,
      occurredAt: new Date().toISOString(),
      actor: 'system',
      correlationId: eventId,
      causationId: null,
      source: 'system',
    },
  };
}

function uniqueStream(label: string): string {
  return `contract_${label}-${randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

function expectStrictlyIncreasing(positions: number[]): void {
  for (let i = 1; i < positions.length; i += 1) {
    if (positions[i] <= positions[i - 1]) throw new Error(`Position ${positions[i]} at index ${i} does not follow ${positions[i - 1]}`);
  }
}

/** Every event after `after` up to the head, in pages, keeping those of the given streams. */
async function readAllOf(store: EventStore, after: number, streams: Set<string>, pageSize = 500): Promise<RecordedEvent[]> {
  const found: RecordedEvent[] = [];
  const positions: number[] = [];
  let from = after;
  for (;;) {
    const page = await store.readAll(from, pageSize);
    if (page.length === 0) break;
    for (const event of page) {
      positions.push(event.position);
      if (streams.has(event.streamId)) found.push(event);
    }
    from = page[page.length - 1].position;
  }
  expectStrictlyIncreasing(positions);
  return found;
}

export function describeEventStoreContract(name: string, make: () => Promise<EventStore>, cleanup?: () => Promise<void>): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;

    beforeAll(async () => {
      store = await make();
    });

    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    describe('append and readStream', () => {
      it('creates a stream with no_stream; revisions start at 0 and the result names the last event', async () => {
        const stream = uniqueStream('new');
        const events = [newEvent('ContractCreated', { n: 1 }), newEvent('ContractChanged', { n: 2, nested: { ok: true } })];
        const result = await store.append(stream, events, 'no_stream');
        expect(result.nextRevision).toBe(1);
        expect(result.position).toBeGreaterThan(0);

        const read = await store.readStream(stream);
        expect(read.map((e) => e.revision)).toEqual([0, 1]);
        expect(read.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata, streamId: e.streamId }))).toEqual(
          events.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata, streamId: stream })),
        );
        expect(read[1].position).toBe(result.position);
        expect(read[1].position).toBeGreaterThan(read[0].position);
      });

      it('accepts the exact expected revision and rejects a stale one without writing', async () => {
        const stream = uniqueStream('occ');
        await store.append(stream, [newEvent('ContractCreated')], 'no_stream');
        const second = await store.append(stream, [newEvent('ContractChanged')], 0);
        expect(second.nextRevision).toBe(1);

        const stale = store.append(stream, [newEvent('ContractChanged'), newEvent('ContractChanged')], 0);
        await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(stale).rejects.toMatchObject({ streamId: stream, expected: 0, actual: 1 });
        await expect(store.append(stream, [newEvent('ContractCreated')], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);

        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1]);
      });

      it('rejects an expected revision on a stream that does not exist', async () => {
        const stream = uniqueStream('missing');
        const attempt = store.append(stream, [newEvent('ContractChanged')], 3);
        await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(attempt).rejects.toMatchObject({ actual: 'no_stream' });
        expect(await store.readStream(stream)).toEqual([]);
      });

      it("appends with 'any' whatever the stream's revision", async () => {
        const stream = uniqueStream('any');
        expect((await store.append(stream, [newEvent('ContractCreated')], 'any')).nextRevision).toBe(0);
        expect((await store.append(stream, [newEvent('ContractChanged'), newEvent('ContractChanged')], 'any')).nextRevision).toBe(2);
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2]);
      });

      it('answers a re-append of the same event ids like the first one and stores nothing twice', async () => {
        const stream = uniqueStream('idem');
        const events = [newEvent('ContractCreated'), newEvent('ContractChanged')];
        const first = await store.append(stream, events, 'no_stream');
        const again = await store.append(stream, events, 'no_stream');
        expect(again).toEqual(first);

        // Still the same answer once the stream has moved on (a retry that arrives late).
        await store.append(stream, [newEvent('ContractChanged')], 1);
        expect(await store.append(stream, events, 'no_stream')).toEqual(first);

        const read = await store.readStream(stream);
        expect(read).toHaveLength(3);
        expect(read.slice(0, 2).map((e) => e.metadata.eventId)).toEqual(events.map((e) => e.metadata.eventId));
      });

      it('reads a missing stream as empty', async () => {
        expect(await store.readStream(uniqueStream('none'))).toEqual([]);
      });
    });

    describe('readAll', () => {
      it('pages through the global order with strictly increasing positions, after excluded', async () => {
        const a = uniqueStream('pageA');
        const b = uniqueStream('pageB');
        const start = await store.headPosition();
        const appended: string[] = [];
        const revisions = new Map<string, ExpectedRevision>([
          [a, 'no_stream'],
          [b, 'no_stream'],
        ]);
        for (let i = 0; i < 7; i += 1) {
          const stream = i % 3 === 2 ? b : a;
          const event = newEvent('ContractPaged', { i });
          const result = await store.append(stream, [event], revisions.get(stream) as ExpectedRevision);
          revisions.set(stream, result.nextRevision);
          appended.push(event.metadata.eventId);
        }

        const pages: RecordedEvent[][] = [];
        let from = start;
        let ours: RecordedEvent[] = [];
        while (ours.length < appended.length) {
          const page = await store.readAll(from, 3);
          if (page.length === 0) break;
          expect(page.length).toBeLessThanOrEqual(3);
          expect(page[0].position).toBeGreaterThan(from);
          pages.push(page);
          ours = ours.concat(page.filter((e) => e.streamId === a || e.streamId === b));
          from = page[page.length - 1].position;
        }
        expectStrictlyIncreasing(pages.flat().map((e) => e.position));
        expect(ours.map((e) => e.metadata.eventId)).toEqual(appended);
        expect(ours.map((e) => (e.data as { i: number }).i)).toEqual([0, 1, 2, 3, 4, 5, 6]);

        const third = ours[2];
        const next = await store.readAll(third.position, 1);
        expect(next).toHaveLength(1);
        expect(next[0].position).toBeGreaterThan(third.position);
      });

      it('does not return an event again when reading after the head', async () => {
        const event = newEvent('ContractCreated');
        await store.append(uniqueStream('tail'), [event], 'no_stream');
        const head = await store.headPosition();
        const after = await store.readAll(head, 10);
        expect(after.every((e) => e.position > head)).toBe(true);
        expect(after.map((e) => e.metadata.eventId)).not.toContain(event.metadata.eventId);
      });
    });

    it('keeps every event of 50 concurrent appenders exactly once, in one strictly increasing order', async () => {
      const start = await store.headPosition();
      const shared = uniqueStream('shared');
      const own = Array.from({ length: 50 }, (_, i) => uniqueStream(`own${i}`));
      const ids: string[] = [];

      await Promise.all(
        own.map(async (stream, writer) => {
          let expected: ExpectedRevision = 'no_stream';
          for (let n = 0; n < 20; n += 1) {
            const event = newEvent('ContractCounted', { writer, n });
            ids.push(event.metadata.eventId);
            expected = (await store.append(stream, [event], expected)).nextRevision;
            if (n % 10 === 0) {
              const sharedEvent = newEvent('ContractShared', { writer, n });
              ids.push(sharedEvent.metadata.eventId);
              await store.append(shared, [sharedEvent], 'any');
            }
          }
        }),
      );

      const found = await readAllOf(store, start, new Set([shared, ...own]));
      expect(found).toHaveLength(ids.length);
      expect(new Set(found.map((e) => e.metadata.eventId))).toEqual(new Set(ids));
      for (const stream of own) {
        const events = found.filter((e) => e.streamId === stream);
        expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 20 }, (_, i) => i));
        expect(events.map((e) => (e.data as { n: number }).n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
      }
      const sharedRevisions = found.filter((e) => e.streamId === shared).map((e) => e.revision);
      expect(sharedRevisions).toEqual(Array.from({ length: 100 }, (_, i) => i));
    }, 120_000);

    describe('subscribeToAll', () => {
      it('catches up, then delivers new events live, in order, each once, one at a time', async () => {
        const stream = uniqueStream('sub');
        const start = await store.headPosition();
        const before = [newEvent('ContractSeen', { n: 0 }), newEvent('ContractSeen', { n: 1 }), newEvent('ContractSeen', { n: 2 })];
        await store.append(stream, before, 'no_stream');

        const seen: RecordedEvent[] = [];
        const positions: number[] = [];
        let busy = false;
        let overlapped = false;
        const subscription = store.subscribeToAll({
          after: start,
          onEvent: async (event) => {
            if (busy) overlapped = true;
            busy = true;
            positions.push(event.position);
            if (event.streamId === stream) seen.push(event);
            await sleep(2);
            busy = false;
          },
        });
        try {
          await waitUntil(() => seen.length === 3, 'the catch-up events');
          const live = [newEvent('ContractSeen', { n: 3 }), newEvent('ContractSeen', { n: 4 }), newEvent('ContractSeen', { n: 5 })];
          await store.append(stream, [live[0]], 2);
          await store.append(stream, live.slice(1), 3);
          await waitUntil(() => seen.length === 6, 'the live events');
          await sleep(300);

          expect(seen.map((e) => e.metadata.eventId)).toEqual([...before, ...live].map((e) => e.metadata.eventId));
          expect(seen.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5]);
          expect(positions[0]).toBeGreaterThan(start);
          expectStrictlyIncreasing(positions);
          expect(overlapped).toBe(false);
        } finally {
          await subscription.stop();
        }
      });

      it('delivers nothing more once stopped', async () => {
        const stream = uniqueStream('stop');
        const start = await store.headPosition();
        const seen: RecordedEvent[] = [];
        const subscription = store.subscribeToAll({
          after: start,
          onEvent: (event) => {
            if (event.streamId === stream) seen.push(event);
          },
        });
        await store.append(stream, [newEvent('ContractSeen')], 'no_stream');
        await waitUntil(() => seen.length === 1, 'the first event');
        await subscription.stop();

        await store.append(stream, [newEvent('ContractSeen')], 0);
        await sleep(500);
        expect(seen).toHaveLength(1);
      });

      it('stops delivery and reports the event when the handler throws', async () => {
        const stream = uniqueStream('fail');
        const start = await store.headPosition();
        const events = [newEvent('ContractSeen', { n: 0 }), newEvent('ContractSeen', { n: 1 }), newEvent('ContractSeen', { n: 2 })];
        await store.append(stream, events, 'no_stream');

        const delivered: RecordedEvent[] = [];
        let callsAfterFailure = 0;
        let failed = false;
        const errors: Array<{ error: unknown; event?: RecordedEvent }> = [];
        const subscription = store.subscribeToAll({
          after: start,
          onEvent: (event) => {
            if (failed) callsAfterFailure += 1;
            if (event.streamId !== stream) return;
            delivered.push(event);
            if (event.revision === 1) {
              failed = true;
              throw new Error('handler failed');
            }
          },
          onError: (error, event) => errors.push({ error, event }),
        });
        try {
          await waitUntil(() => errors.length === 1, 'the error report');
          await store.append(stream, [newEvent('ContractSeen', { n: 3 })], 2);
          await sleep(500);

          expect((errors[0].error as Error).message).toBe('handler failed');
          expect(errors[0].event?.metadata.eventId).toBe(events[1].metadata.eventId);
          expect(delivered.map((e) => e.revision)).toEqual([0, 1]);
          expect(callsAfterFailure).toBe(0);
          expect(errors).toHaveLength(1);
        } finally {
          await subscription.stop();
        }
      });
    });

    it('reports a head position at or after the last append', async () => {
      const result = await store.append(uniqueStream('head'), [newEvent('ContractCreated')], 'no_stream');
      const head = await store.headPosition();
      expect(head).toBeGreaterThanOrEqual(result.position);
    });
  });
}
