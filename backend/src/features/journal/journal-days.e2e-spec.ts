import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { dateOfDay } from './domain/journal-dates';
import { JOURNAL_DAYS_MAX } from './domain/journal-days.decider';
import { journalDaysStream } from './domain/journal-days.events';

const DAY_MS = 86_400_000;

/**
 * The days a journal may hold are decided in the account's journal ledger with the expected
 * revision: every day back to 1900 could take an entry before, and parallel saves of new days
 * cannot pass the cap now.
 */
describe('the journal days cap under a burst (real server)', () => {
  let server: TestServer;
  let store: EventStore;
  let me: TestSession;

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    store = server.app.get<EventStore>(EVENT_STORE);
    me = await signInTestPhone(server.url, TEST_PHONES.open);
  });

  afterAll(async () => {
    await server.close();
  });

  const save = (date: string) =>
    call(server.url, 'POST', '/dev/user/diary', { userId: me.user.id, date, entry: `About ${date}` }, me.access_token, {
      'idempotency-key': randomUUID(),
    });

  it('takes exactly the free days, refuses the rest with a readable 409, and still saves again over a day it holds', async () => {
    const today = Math.floor(Date.now() / DAY_MS);
    const held = Array.from({ length: JOURNAL_DAYS_MAX - 5 }, (_, i) => dateOfDay(today - 1000 - i));
    // The ledger begun as if the account had written that many days (saving thousands through the API takes minutes).
    const metadata = {
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      actor: 'system',
      correlationId: randomUUID(),
      causationId: null,
      source: 'system' as const,
    };
    await store.append(
      journalDaysStream(me.user.id),
      [{ type: 'journal_days.counted', data: { userId: me.user.id, dates: held }, metadata }],
      'no_stream',
    );

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => save(dateOfDay(today - i))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status < 300)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      message: `Your journal has entries for ${JOURNAL_DAYS_MAX.toLocaleString('en-GB')} days, the most there can be.`,
    });
    const saved = dateOfDay(today - statuses.findIndex((status) => status < 300));
    expect((await save(saved)).status).toBeLessThan(300);
    expect((await save(held[0])).status).toBeLessThan(300);
  });
});
