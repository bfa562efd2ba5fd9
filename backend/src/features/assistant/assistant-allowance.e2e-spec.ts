import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';

const FREE_PER_DAY = 20;
const BURST = 50;

interface Answer {
  reply: { text: string } | null;
}

/**
 * The free allowance is decided in the day's allowance stream with the expected revision: a burst
 * of parallel messages gets exactly the allowance answered, never a few more (22 of 50 went
 * through when the count was read from the conversation read model).
 */
describe("a free account's daily allowance under a burst (real server)", () => {
  let server: TestServer;
  let free: TestSession;

  beforeAll(async () => {
    server = await startTestServer({ ...TEST_PHONES_ENV, FREE_MESSAGES_PER_DAY: String(FREE_PER_DAY) });
    free = await signInTestPhone(server.url, TEST_PHONES.open);
  });

  afterAll(async () => {
    await server.close();
  });

  it(`answers exactly ${FREE_PER_DAY} of ${BURST} parallel messages, the rest with the limit reply`, async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        call<Answer>(server.url, 'POST', '/api/assistant/messages', { text: `buy thing ${i}` }, free.access_token, {
          'idempotency-key': randomUUID(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status !== 201)).toEqual([]);
    const limited = answers.filter((answer) => answer.body.reply?.text.startsWith("You've used today's"));
    expect(BURST - limited.length).toBe(FREE_PER_DAY);
    const store = server.app.get<EventStore>(EVENT_STORE);
    const used = (await store.readAll(0, 100_000)).filter((event) => event.type === 'assistant.allowance_used');
    expect(used).toHaveLength(FREE_PER_DAY);
  });
});
