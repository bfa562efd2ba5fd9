import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../../platform/event-store/event-envelope';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { EXPORT_LIMIT } from './commands/export-my-data.command';
import { concerns, type ExportedEvent } from './export/user-event-log';

interface ExportBody {
  events: ExportedEvent[];
}

/**
 * An export reads the person's streams (found through the export index), not the whole log: what it
 * reads, and so its cost, does not grow with other people's data. And a few exports an hour only.
 */
describe('the data export reads only the person’s own events (real server)', () => {
  let server: TestServer;
  let store: EventStore;
  let me: TestSession;
  let other: TestSession;

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    store = server.app.get<EventStore>(EVENT_STORE);
    me = await signInTestPhone(server.url, TEST_PHONES.open);
    other = await signInTestPhone(server.url, TEST_PHONES.openOther);
    await activity(me, 5);
    await activity(other, 5);
  });

  afterAll(async () => {
    await server.close();
  });

  async function activity(session: TestSession, tasks: number): Promise<void> {
    const as = (path: string, body: unknown) =>
      call(server.url, 'POST', path, body, session.access_token, { 'idempotency-key': randomUUID() });
    for (let i = 0; i < tasks; i += 1) {
      const created = await as('/dev/user/tasks/create', { userId: session.user.id, title: `Task ${i}` });
      expect(created.status).toBeLessThan(300);
    }
    expect((await as('/dev/user/diary', { userId: session.user.id, date: '2026-03-02', entry: 'A day of work' })).status).toBeLessThan(300);
    await as('/api/analytics/events', { events: [{ name: 'page_view', path: '/dashboard' }] });
  }

  /** Counts the events the store hands out while `work` runs: the export's reading. */
  async function eventsRead(work: () => Promise<void>): Promise<number> {
    let read = 0;
    const count = (events: RecordedEvent[]) => {
      read += events.length;
      return events;
    };
    const readAll = store.readAll.bind(store);
    const readStream = store.readStream.bind(store);
    const spies = [
      jest.spyOn(store, 'readAll').mockImplementation(async (after, max) => count(await readAll(after, max))),
      jest.spyOn(store, 'readStream').mockImplementation(async (stream) => count(await readStream(stream))),
    ];
    try {
      await work();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    return read;
  }

  async function exportOf(session: TestSession): Promise<ExportBody> {
    const res = await call<ExportBody>(server.url, 'GET', '/api/me/export', undefined, session.access_token);
    expect(res.status).toBe(200);
    return res.body;
  }

  /** What a scan of the whole log finds for the person: what the export must hold. */
  async function scanned(userId: string): Promise<number[]> {
    const positions: number[] = [];
    for (let after = 0; ;) {
      const page = await store.readAll(after, 1000);
      if (page.length === 0) return positions;
      for (const event of page) if (concerns(event, userId)) positions.push(event.position);
      after = page[page.length - 1].position;
    }
  }

  it("holds exactly the person's events that a scan of the whole log finds", async () => {
    const expected = await scanned(me.user.id);
    const exported = await exportOf(me);
    expect(exported.events.map((event) => event.position).sort((a, b) => a - b)).toEqual(expected);
    expect(exported.events.every((event) => event.stream !== '' && event.type !== '')).toBe(true);
  });

  it('reads as much after someone else writes many events as before (failing before: the whole log was read)', async () => {
    const before = await eventsRead(async () => {
      await exportOf(me);
    });
    const head = await store.headPosition();
    await activity(other, 60);
    expect(await store.headPosition()).toBeGreaterThan(head + 60);
    const after = await eventsRead(async () => {
      await exportOf(me);
    });
    // Each export records itself: one more event of the person's own between the two reads.
    expect(after).toBeLessThanOrEqual(before + 2);
    expect(after).toBeLessThan((await store.headPosition()) / 4);
  });

  it(`allows ${EXPORT_LIMIT.perWindow} exports an hour per account, then answers 429 with Retry-After and a plain message`, async () => {
    // The two tests above used two of this account's exports already.
    const fresh = await signInTestPhone(server.url, TEST_PHONES.closed);
    for (let i = 0; i < EXPORT_LIMIT.perWindow; i += 1) await exportOf(fresh);
    const refused = await call(server.url, 'GET', '/api/me/export', undefined, fresh.access_token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(refused.body).toMatchObject({
      message: expect.stringMatching(/^You can download your data 5 times an hour\. Please try again in \d+ minutes\.$/),
    });
    // Another account is not held back by this one.
    expect((await call(server.url, 'GET', '/api/me/export', undefined, other.access_token)).status).toBe(200);
  });
});
