import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { LIVE_LIMITS } from './live-streams';

interface OpenLive {
  status: number;
  /** Everything the stream sends until it ends, or until `timeoutMs` passes. */
  rest(timeoutMs?: number): Promise<{ text: string; ended: boolean }>;
  close(): void;
}

/**
 * The live stream lasts as long as its session: signing out, or deleting the account, ends it (it
 * kept receiving change notices before); and one account, or one address, holds a few at most.
 */
describe('live streams (real server)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
  });

  afterAll(async () => {
    await server.close();
  });

  async function openLive(session: TestSession): Promise<OpenLive> {
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/live`, {
      headers: { authorization: `Bearer ${session.access_token}` },
      signal: controller.signal,
    });
    return {
      status: response.status,
      close: () => controller.abort(),
      async rest(timeoutMs = 3000) {
        if (!response.body) return { text: '', ended: true };
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let text = '';
        const until = Date.now() + timeoutMs;
        for (;;) {
          const left = until - Date.now();
          if (left <= 0) return { text, ended: false };
          let timer: NodeJS.Timeout | undefined;
          const chunk = await Promise.race([
            reader.read(),
            new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left))),
          ]);
          clearTimeout(timer);
          if (chunk === null) return { text, ended: false };
          if (chunk.value) text += decoder.decode(chunk.value);
          if (chunk.done) return { text, ended: true };
        }
      },
    };
  }

  // Decisions are declared live by their feature, and nothing else names them to the stream.
  it('names the decisions model when a decision is recorded', async () => {
    const session = await signInTestPhone(server.url, TEST_PHONES.open);
    const live = await openLive(session);
    const recorded = await call(
      server.url,
      'POST',
      '/api/me/decisions',
      { choice: 'Hire a designer', reason: 'Time' },
      session.access_token,
    );
    expect(recorded.status).toBe(201);
    const { text } = await live.rest(2500);
    live.close();
    expect(text).toContain('event: changed\ndata: {"models":["decisions"]}');
  });

  it('ends when the session signs out (failing before: the stream stayed open)', async () => {
    const session = await signInTestPhone(server.url, TEST_PHONES.open);
    const live = await openLive(session);
    expect(live.status).toBe(200);
    const out = await call(server.url, 'POST', '/auth/logout', { refresh_token: session.refresh_token }, session.access_token);
    expect(out.status).toBeLessThan(300);
    const { text, ended } = await live.rest();
    expect(ended).toBe(true);
    expect(text).toContain('event: ended\ndata: {"reason":"session-ended"}');
  });

  it('ends when the account is deleted, and sends no change notice after', async () => {
    const session = await signInTestPhone(server.url, TEST_PHONES.closed);
    const live = await openLive(session);
    const deleted = await call(server.url, 'DELETE', '/api/me', { confirm: 'DELETE' }, session.access_token);
    expect(deleted.status).toBe(200);
    const { text, ended } = await live.rest();
    expect(ended).toBe(true);
    expect(text).toContain('"reason":"session-ended"');
  });

  it(`holds at most ${LIVE_LIMITS.perAccount} streams per account; the next is a readable 429 until one closes`, async () => {
    const session = await signInTestPhone(server.url, TEST_PHONES.openOther);
    const open: OpenLive[] = [];
    for (let i = 0; i < LIVE_LIMITS.perAccount; i += 1) open.push(await openLive(session));
    expect(open.map((live) => live.status)).toEqual(Array(LIVE_LIMITS.perAccount).fill(200));
    const refused = await call(server.url, 'GET', '/api/live', undefined, session.access_token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      message: `You have ${LIVE_LIMITS.perAccount} live screens open already. Close one to open another.`,
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    open.pop()?.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await openLive(session);
    expect(again.status).toBe(200);
    for (const live of [...open, again]) live.close();
  });

  it(`holds at most ${LIVE_LIMITS.perAddress} streams per address, whatever the accounts`, async () => {
    const sessions = await Promise.all([TEST_PHONES.operator, TEST_PHONES.analyst].map((phone) => signInTestPhone(server.url, phone)));
    const open: OpenLive[] = [];
    for (let i = 0; i < LIVE_LIMITS.perAddress; i += 1) open.push(await openLive(sessions[i % 2]));
    expect(open.every((live) => live.status === 200)).toBe(true);
    const refused = await call(server.url, 'GET', '/api/live', undefined, sessions[0].access_token);
    expect(refused.status).toBe(429);
    for (const live of open) live.close();
  });
});
