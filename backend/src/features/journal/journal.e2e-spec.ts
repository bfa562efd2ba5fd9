import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import type { JournalEntry } from './read-models/journal-entry-view';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDate = (daysFromToday: number) => new Date(Date.now() + daysFromToday * DAY_MS).toISOString().slice(0, 10);

describe('dashboard journal (real server, embedded mode)', () => {
  let server: TestServer;
  let me: TestSession;
  let other: TestSession;

  const post = <T = Record<string, unknown>>(path: string, body: unknown, session: TestSession | null = me) =>
    call<T>(server.url, 'POST', path, body, session?.access_token);
  const save = (date: string, entry: string, session: TestSession = me) =>
    post<{ success: boolean; data: { id: string } }>('/dev/user/diary', { userId: session.user.id, date, entry }, session);
  const fetchEntries = async (
    range: { start_date?: string; end_date?: string } = {},
    session: TestSession = me,
  ): Promise<JournalEntry[]> => {
    const res = await post<{ success: boolean; data: JournalEntry[] }>(
      '/dev/user/diary/fetch',
      { userId: session.user.id, ...range },
      session,
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    return res.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    me = await signInTestPhone(server.url, TEST_PHONES.closed);
    other = await signInTestPhone(server.url, TEST_PHONES.closedOther);
  });

  afterAll(async () => {
    await server.close();
  });

  it('saves an entry under the id "<userId>-<date>" and fetches it by its single date', async () => {
    const res = await save('2025-01-05', 'Decided to raise prices.');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: `${me.user.id}-2025-01-05` } });
    expect(await fetchEntries({ start_date: '2025-01-05' })).toEqual([
      { id: `${me.user.id}-2025-01-05`, date: '2025-01-05', content: 'Decided to raise prices.' },
    ]);
    expect(await fetchEntries({ end_date: '2025-01-05' })).toHaveLength(1);
  });

  it('keeps one entry per day: saving again replaces the text', async () => {
    await save('2025-01-06', 'First thoughts');
    await save('2025-01-06', 'Second thoughts, kept as written  ');
    expect(await fetchEntries({ start_date: '2025-01-06', end_date: '2025-01-06' })).toEqual([
      { id: `${me.user.id}-2025-01-06`, date: '2025-01-06', content: 'Second thoughts, kept as written  ' },
    ]);
  });

  it('fetches a range oldest first, without the days that have no entry', async () => {
    await save('2025-02-03', 'Third');
    await save('2025-02-01', 'First');
    const entries = await fetchEntries({ start_date: '2025-02-01', end_date: '2025-02-10' });
    expect(entries.map((e) => [e.date, e.content])).toEqual([
      ['2025-02-01', 'First'],
      ['2025-02-03', 'Third'],
    ]);
  });

  it('defaults to the previous 9 days through today', async () => {
    await save(utcDate(0), 'Today');
    await save(utcDate(-9), 'Nine days ago');
    await save(utcDate(-10), 'Ten days ago');
    const contents = (await fetchEntries()).map((e) => e.content);
    expect(contents).toEqual(['Nine days ago', 'Today']);
  });

  it('keeps journals apart: another user id is 403 and their entries are never shown', async () => {
    await save('2025-03-01', 'Mine only');
    expect((await post('/dev/user/diary/fetch', { userId: me.user.id }, other)).status).toBe(403);
    expect((await post('/dev/user/diary', { userId: me.user.id, date: '2025-03-01', entry: 'Overwritten' }, other)).status).toBe(403);
    expect(await fetchEntries({ start_date: '2025-03-01' }, other)).toEqual([]);
    await save('2025-03-01', 'Theirs', other);
    expect((await fetchEntries({ start_date: '2025-03-01' })).map((e) => e.content)).toEqual(['Mine only']);
  });

  it('needs a session', async () => {
    expect((await post('/dev/user/diary/fetch', { userId: me.user.id }, null)).status).toBe(401);
    expect((await post('/dev/user/diary', { userId: me.user.id, date: '2025-01-05', entry: 'x' }, null)).status).toBe(401);
  });

  it('answers missing and malformed fields with readable 400s', async () => {
    const message = async (path: string, body: unknown) => {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      return res.body.message;
    };
    const userId = me.user.id;
    expect(await message('/dev/user/diary/fetch', {})).toBe('User ID is required.');
    expect(await message('/dev/user/diary', { date: '2025-01-05', entry: 'x' })).toBe('User ID is required.');
    expect(await message('/dev/user/diary', { userId, entry: 'x' })).toBe('date must be a date such as 2025-01-05.');
    expect(await message('/dev/user/diary', { userId, date: '2025-02-30', entry: 'x' })).toBe(
      'date must be a real date such as 2025-01-05.',
    );
    expect(await message('/dev/user/diary', { userId, date: '2025-01-05' })).toBe('entry must be text.');
    const dayAfterTomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(await message('/dev/user/diary', { userId, date: dayAfterTomorrow, entry: 'x' })).toBe(
      'You can write about today or an earlier day, not a day to come.',
    );
    expect(await message('/dev/user/diary', { userId, date: '2025-01-05', entry: 'x'.repeat(20_001) })).toBe(
      'The journal entry is too long (20000 characters at most).',
    );
    expect(await message('/dev/user/diary', { userId, date: '2025-01-05', entry: 'x', mood: 'calm' })).toBe(
      'mood is not an accepted field.',
    );
    expect(await message('/dev/user/diary/fetch', { userId, start_date: '05/01/2025' })).toBe(
      'start_date must be a real date such as 2025-01-05.',
    );
    expect(await message('/dev/user/diary/fetch', { userId, start_date: '2025-01-10', end_date: '2025-01-01' })).toBe(
      'start_date must be on or before end_date.',
    );
    expect(await message('/dev/user/diary/fetch', { userId, start_date: '2024-01-01', end_date: '2025-01-01' })).toBe(
      'The date range can cover at most 366 days.',
    );
    expect(await fetchEntries({ start_date: '', end_date: '' })).toEqual(expect.any(Array));
  });

  it('documents the endpoints', async () => {
    const doc = await call<{ paths: Record<string, unknown> }>(server.url, 'GET', '/api/docs/openapi.json');
    expect(doc.body.paths['/dev/user/diary']).toBeDefined();
    expect(doc.body.paths['/dev/user/diary/fetch']).toBeDefined();
  });
});

describe('journal at rest', () => {
  it('keeps no journal plaintext in the data directory, and reads it back after a restart', async () => {
    const sentence = 'The quick pricing decision 42';
    const first = await startTestServer(TEST_PHONES_ENV);
    const session = await signInTestPhone(first.url, TEST_PHONES.closed);
    const saved = await call(
      first.url,
      'POST',
      '/dev/user/diary',
      { userId: session.user.id, date: '2025-04-01', entry: sentence },
      session.access_token,
    );
    expect(saved.status).toBe(200);
    await first.close({ keepData: true });

    const files = ['events.sqlite', 'events.sqlite-wal'].map((name) => join(first.dataDir, name)).filter((file) => existsSync(file));
    const bytes = Buffer.concat(files.map((file) => readFileSync(file)));
    // The scan reads the right bytes: the event itself is there, only its text is sealed.
    expect(bytes.includes(Buffer.from('journal.entry_saved'))).toBe(true);
    expect(bytes.includes(Buffer.from(sentence))).toBe(false);
    expect(bytes.includes(Buffer.from('pricing decision'))).toBe(false);

    const again = await startTestServer(TEST_PHONES_ENV, first.dataDir);
    try {
      const relogged = await signInTestPhone(again.url, TEST_PHONES.closed);
      const fetched = await call<{ data: JournalEntry[] }>(
        again.url,
        'POST',
        '/dev/user/diary/fetch',
        { userId: relogged.user.id, start_date: '2025-04-01' },
        relogged.access_token,
      );
      expect(fetched.body.data.map((e) => e.content)).toEqual([sentence]);
    } finally {
      await again.close();
    }
  });
});
