import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PersonalDataCipher } from '../../platform/crypto/personal-data-cipher';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { DEFAULT_CALL_PROMPT } from './queries/get-dashboard-profile.query';
import type { Task } from './read-models/task-view';

describe('dashboard tasks and profile (real server, embedded mode)', () => {
  let server: TestServer;
  let me: TestSession;
  let other: TestSession;

  const post = <T = Record<string, unknown>>(path: string, body: unknown, session: TestSession | null = me) =>
    call<T>(server.url, 'POST', path, body, session?.access_token);
  const create = async (fields: Record<string, unknown>, session: TestSession = me): Promise<Task> => {
    const res = await post<{ task: Task }>('/dev/user/tasks/create', { userId: session.user.id, ...fields }, session);
    expect(res.status).toBe(201);
    return res.body.task;
  };
  const update = (fields: Record<string, unknown>, session: TestSession = me) =>
    post<{ task: Task }>('/dev/user/tasks/update', { userId: session.user.id, ...fields }, session);
  const list = async (session: TestSession = me): Promise<Task[]> => {
    const res = await post<{ success: boolean; data: Task[] }>('/dev/user/tasks/array', { userId: session.user.id }, session);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
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

  it('creates a task with every field and answers it in the spec shape', async () => {
    const task = await create({
      title: '  Send the pricing proposal ',
      description: 'Monthly and yearly',
      due_date: '2025-07-01T09:30',
      timezone: 'Europe/London',
      important: true,
      recurring: true,
      completed: false,
      updates: { '2025-06-02': 'Sent a draft', '2025-06-01': 'Drafted it' },
    });
    expect(task).toEqual({
      id: expect.any(String),
      type: 'task',
      title: 'Send the pricing proposal',
      description: 'Monthly and yearly',
      due_date: '2025-07-01T08:30:00.000Z',
      important: true,
      completed: false,
      recurring: true,
      // Marked recurring without a rule: weekly.
      repeat: { every: 'week', interval: 1 },
      created_at: expect.any(String),
      updates: [
        { id: expect.any(String), date: '2025-06-01', text: 'Drafted it' },
        { id: expect.any(String), date: '2025-06-02', text: 'Sent a draft' },
      ],
    });
    expect(Date.now() - Date.parse(task.created_at)).toBeLessThan(60_000);
    expect((await list()).find((t) => t.id === task.id)).toEqual(task);
  });

  it('accepts updates as a list, keeps their ids, and fills the defaults', async () => {
    const task = await create({ title: 'Call the accountant', updates: [{ id: 'n-1', date: '2025-06-03', text: 'Left a message' }] });
    expect(task).toMatchObject({ description: '', due_date: null, important: false, completed: false, recurring: false });
    expect(task.updates).toEqual([{ id: 'n-1', date: '2025-06-03', text: 'Left a message' }]);
  });

  it('honours the timezone of a due date, and keeps an instant with an offset as it is', async () => {
    expect((await create({ title: 'NY call', due_date: '2025-01-15T09:00', timezone: 'America/New_York' })).due_date).toBe(
      '2025-01-15T14:00:00.000Z',
    );
    expect((await create({ title: 'Tokyo noon', due_date: '2025-01-15', timezone: 'Asia/Tokyo' })).due_date).toBe(
      '2025-01-15T03:00:00.000Z',
    );
    expect((await create({ title: 'Absolute', due_date: '2025-01-15T09:00:00+05:30', timezone: 'Europe/London' })).due_date).toBe(
      '2025-01-15T03:30:00.000Z',
    );
  });

  it('lists tasks in the spec order: important, sooner due, dated before undated, newest first', async () => {
    const session = await signInTestPhone(server.url, TEST_PHONES.open);
    const made: Record<string, string> = {};
    const add = async (name: string, fields: Record<string, unknown>) => {
      made[(await create({ title: name, ...fields }, session)).id] = name;
    };
    await add('undated older', {});
    await add('due later', { due_date: '2030-02-10T12:00:00Z' });
    await add('important undated', { important: true });
    await add('due sooner', { due_date: '2030-02-01T12:00:00Z' });
    await add('undated newer', {});
    await add('important due', { important: true, due_date: '2030-03-01T12:00', timezone: 'Europe/London' });
    const names = (await list(session)).map((t) => made[t.id]);
    expect(names).toEqual(['important due', 'important undated', 'due sooner', 'due later', 'undated newer', 'undated older']);
  });

  it('updates title, description, due date, completed and important, and reads its own write', async () => {
    const task = await create({ title: 'Draft the newsletter' });
    const edited = await update({ taskId: task.id, title: 'Send the newsletter', description: 'To all 40 clients' });
    expect(edited.status).toBe(200);
    expect(edited.body.task).toMatchObject({ id: task.id, title: 'Send the newsletter', description: 'To all 40 clients' });

    const dated = await update({ taskId: task.id, due_date: '2025-03-30T01:30', timezone: 'Europe/London' });
    expect(dated.body.task.due_date).toBe('2025-03-30T01:30:00.000Z');
    const moved = await update({ taskId: task.id, due_date: '2025-07-01T12:00', timezone: 'Europe/Paris' });
    expect(moved.body.task.due_date).toBe('2025-07-01T10:00:00.000Z');

    const done = await update({ taskId: task.id, completed: true, important: true });
    expect(done.body.task).toMatchObject({ completed: true, important: true });
    const reopened = await update({ taskId: task.id, completed: false, important: false, due_date: null });
    expect(reopened.body.task).toMatchObject({ completed: false, important: false, due_date: null });
    expect((await list()).find((t) => t.id === task.id)).toEqual(reopened.body.task);

    const history = await server.app.get<EventStore>(EVENT_STORE).readStream(`task-${task.id}`);
    expect(history.map((e) => e.type)).toEqual([
      'task.created',
      'task.edited',
      'task.due_date_set',
      'task.due_date_changed',
      'task.completed',
      'task.marked_important',
      'task.due_date_cleared',
      'task.reopened',
      'task.unmarked_important',
    ]);
    expect(history.every((e) => e.metadata.actor === me.user.id && e.metadata.source === 'web')).toBe(true);
  });

  it('repeats a task by its rule: completing it brings the next occurrence on the same clock time, once', async () => {
    const rent = await create({
      title: 'Pay rent',
      due_date: '2030-01-31T09:00',
      timezone: 'Europe/London',
      repeat: { every: 'month', interval: 1 },
    });
    expect(rent).toMatchObject({ recurring: true, repeat: { every: 'month', interval: 1 } });
    expect((await update({ taskId: rent.id, completed: true })).status).toBe(200);
    // A retry of the same completion changes nothing and brings no second occurrence.
    expect((await update({ taskId: rent.id, completed: true })).status).toBe(200);
    const next = (await list()).filter((t) => t.title === 'Pay rent' && !t.completed);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ due_date: '2030-02-28T09:00:00.000Z', recurring: true, repeat: { every: 'month', interval: 1 } });

    const weekly = await update({ taskId: next[0].id, repeat: { every: 'week', interval: 2 } });
    expect(weekly.body.task).toMatchObject({ recurring: true, repeat: { every: 'week', interval: 2 } });
    const stopped = await update({ taskId: next[0].id, repeat: null });
    expect(stopped.body.task.recurring).toBe(false);
    expect(stopped.body.task).not.toHaveProperty('repeat');

    for (const repeat of [{ every: 'fortnight', interval: 1 }, { every: 'week', interval: 0 }, { every: 'week' }, 'weekly']) {
      const res = await post<{ message: string }>('/dev/user/tasks/create', { userId: me.user.id, title: 'Bad rule', repeat });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/repeat/);
    }
    const extra = await post('/dev/user/tasks/create', {
      userId: me.user.id,
      title: 'Bad rule',
      repeat: { every: 'week', interval: 1, at: 9 },
    });
    expect(extra.status).toBe(400);
    expect((await list()).some((t) => t.title === 'Bad rule')).toBe(false);
  });

  it('adds nothing to the history for an update that changes nothing', async () => {
    const task = await create({ title: 'Same', description: 'Also the same' });
    const res = await update({ taskId: task.id, title: ' Same ', description: 'Also the same', completed: false });
    expect(res.status).toBe(200);
    expect(await server.app.get<EventStore>(EVENT_STORE).readStream(`task-${task.id}`)).toHaveLength(1);
    await update({ taskId: task.id, title: 'Same', description: 'Different now' });
    const history = await server.app.get<EventStore>(EVENT_STORE).readStream(`task-${task.id}`);
    expect(history.map((e) => Object.keys(e.data as object))).toEqual([expect.any(Array), ['taskId', 'userId', 'description']]);
  });

  it('loses none of 100 concurrent updates to one task', async () => {
    const task = await create({ title: 'Contended' });
    const titles = Array.from({ length: 100 }, (_, i) => `Title ${i}`);
    const answers = await Promise.all(titles.map((title) => update({ taskId: task.id, title })));
    expect(answers.map((a) => a.status)).toEqual(titles.map(() => 200));
    const history = await server.app.get<EventStore>(EVENT_STORE).readStream(`task-${task.id}`);
    const cipher = server.app.get(PersonalDataCipher);
    const open = async (data: unknown) => cipher.decrypt(me.user.id, (data as { title: string }).title);
    const edits = await Promise.all(history.filter((e) => e.type === 'task.edited').map((e) => open(e.data)));
    expect(edits.sort()).toEqual([...titles].sort());
    const last = edits.length ? await open(history[history.length - 1].data) : null;
    expect((await list()).find((t) => t.id === task.id)?.title).toBe(last);
  });

  it('deletes a task by hand: gone from the list, a repeat answers the same, another user’s task is 404', async () => {
    const task = await create({ title: 'Renew the domain' });
    const removed = await post<{ taskId: string }>('/dev/user/tasks/remove', { userId: me.user.id, taskId: task.id });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ taskId: task.id });
    expect((await list()).map((t) => t.id)).not.toContain(task.id);
    const again = await post('/dev/user/tasks/remove', { userId: me.user.id, taskId: task.id });
    expect(again.status).toBe(200);
    expect((await update({ taskId: task.id, title: 'Back?' })).status).toBe(404);

    const theirs = await create({ title: 'Their task' }, other);
    const foreign = await post('/dev/user/tasks/remove', { userId: me.user.id, taskId: theirs.id });
    expect(foreign.status).toBe(404);
    expect((await list(other)).map((t) => t.id)).toContain(theirs.id);
    const bare = await post<{ message: string }>('/dev/user/tasks/remove', { userId: me.user.id });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('User ID and Task ID are required.');
    const extra = await post('/dev/user/tasks/remove', { userId: me.user.id, taskId: task.id, hard: true });
    expect(extra.status).toBe(400);
  });

  it('keeps users apart: another user id is 403, another user’s task is 404 with no data', async () => {
    const mine = await create({ title: 'Private plan', description: 'Secret pricing' });
    expect((await post('/dev/user/tasks/array', { userId: me.user.id }, other)).status).toBe(403);
    expect((await post('/dev/user/tasks/create', { userId: me.user.id, title: 'Planted' }, other)).status).toBe(403);
    expect((await post('/dev/user/tasks/update', { userId: me.user.id, taskId: mine.id, title: 'Hijacked' }, other)).status).toBe(403);
    expect((await post('/dev/user/profile', { userId: me.user.id }, other)).status).toBe(403);

    const foreign = await update({ taskId: mine.id, title: 'Hijacked', completed: true }, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ statusCode: 404, error: 'Task not found.', message: 'Task not found.' });
    const unknown = await update({ taskId: '00000000-0000-4000-8000-000000000000', title: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(foreign.body);

    expect((await list(other)).some((t) => t.id === mine.id)).toBe(false);
    expect((await list()).find((t) => t.id === mine.id)).toMatchObject({ title: 'Private plan', completed: false });
  });

  it('needs a session', async () => {
    expect((await post('/dev/user/tasks/array', { userId: me.user.id }, null)).status).toBe(401);
    expect((await post('/dev/user/tasks/create', { userId: me.user.id, title: 'x' }, null)).status).toBe(401);
    expect((await post('/dev/user/tasks/update', { userId: me.user.id, taskId: 'x' }, null)).status).toBe(401);
    expect((await post('/dev/user/profile', { userId: me.user.id }, null)).status).toBe(401);
  });

  it('answers missing ids and fields with readable 400s', async () => {
    const message = async (path: string, body: unknown) => {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      return res.body.message;
    };
    expect(await message('/dev/user/tasks/array', {})).toBe('User ID is required.');
    expect(await message('/dev/user/tasks/array', { userId: me.user.id, since: 'yesterday' })).toBe('since is not an accepted field.');
    expect(await message('/dev/user/tasks/create', { title: 'x' })).toBe('User ID is required.');
    expect(await message('/dev/user/profile', { userId: '' })).toBe('User ID is required.');
    expect(await message('/dev/user/tasks/update', { userId: me.user.id })).toBe('User ID and Task ID are required.');
    expect(await message('/dev/user/tasks/update', { taskId: 'abc' })).toBe('User ID and Task ID are required.');
    expect(await message('/dev/user/tasks/update', {})).toBe('User ID and Task ID are required.');

    const id = me.user.id;
    expect(await message('/dev/user/tasks/create', { userId: id })).toBe('Please enter a title for the task.');
    expect(await message('/dev/user/tasks/create', { userId: id, title: '   ' })).toBe('Please enter a title for the task.');
    expect(await message('/dev/user/tasks/create', { userId: id, title: 'x'.repeat(201) })).toBe(
      'The title is too long (200 characters at most).',
    );
    expect(await message('/dev/user/tasks/create', { userId: id, title: 'x', description: 'x'.repeat(5001) })).toBe(
      'The description is too long (5000 characters at most).',
    );
    expect(await message('/dev/user/tasks/create', { userId: id, title: 'x', important: 'yes' })).toBe('important must be true or false.');
    expect(await message('/dev/user/tasks/create', { userId: id, title: 'x', type: 'reminder' })).toBe('type is not an accepted field.');
    expect(await message('/dev/user/tasks/create', { userId: id, title: 'x', due_date: '2025-01-05T10:00' })).toBe(
      'Please send the timezone (such as Europe/London) with a due date that has no UTC offset.',
    );
    expect(await message('/dev/user/tasks/create', { userId: id, title: 'x', due_date: '2025-01-05T10:00', timezone: 'Mars/Base' })).toBe(
      '"Mars/Base" is not a time zone we know. Use a name such as Europe/London.',
    );
    expect(await message('/dev/user/tasks/create', { userId: id, title: 'x', updates: { soon: 'x' } })).toBe(
      'The update for soon needs a date such as 2025-01-05.',
    );
    expect(await message('/dev/user/tasks/create', { userId: id, title: 'x', updates: 'notes' })).toContain('updates must be a list');

    const task = await create({ title: 'Valid' });
    expect(await message('/dev/user/tasks/update', { userId: id, taskId: task.id, title: null })).toBe('title must be text.');
    expect(await message('/dev/user/tasks/update', { userId: id, taskId: task.id, title: ' ' })).toBe('Please enter a title for the task.');
    expect(await message('/dev/user/tasks/update', { userId: id, taskId: task.id, updates: [] })).toBe('updates is not an accepted field.');
    expect((await list()).find((t) => t.id === task.id)?.title).toBe('Valid');
  });

  it('only ever returns tasks of type task', async () => {
    expect((await list()).every((t) => t.type === 'task')).toBe(true);
  });

  it('answers the dashboard profile with the account status and the call-me prompt', async () => {
    const res = await post('/dev/user/profile', { userId: me.user.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { user_id: me.user.id, account: 'closed', start_q: DEFAULT_CALL_PROMPT, name: null, phone: TEST_PHONES.closed, email: null },
    });
  });

  it('documents the endpoints', async () => {
    const doc = await call<{ paths: Record<string, unknown> }>(server.url, 'GET', '/api/docs/openapi.json');
    for (const path of ['/dev/user/tasks/array', '/dev/user/tasks/create', '/dev/user/tasks/update', '/dev/user/profile'])
      expect(doc.body.paths[path]).toBeDefined();
  });
});

describe('task text at rest (real server, embedded mode)', () => {
  const TITLE = 'Call the accountant about VAT 77';
  const DESCRIPTION = 'Bring the Q3 numbers';
  const NOTE = 'Found the Q2 receipts in the blue folder';
  const EDITED = 'Call the accountant about VAT 78';

  /**
   * The raw bytes of the log and its write-ahead file. An appended event lands in the WAL first,
   * and a clean shutdown folds the WAL into the log and removes it, so both are read while the
   * server runs and again after it stops.
   */
  const logBytes = (dataDir: string) =>
    ['events.sqlite', 'events.sqlite-wal']
      .map((name) => join(dataDir, name))
      .filter(existsSync)
      .map((file) => readFileSync(file));
  const foundIn = (files: Buffer[], text: string) =>
    files.some((bytes) => bytes.includes(Buffer.from(text, 'utf8')) || bytes.includes(Buffer.from(text, 'utf16le')));
  const secrets = [TITLE, DESCRIPTION, NOTE, EDITED, 'Water the plants'];
  const expectNoneIn = (files: Buffer[]) => {
    for (const secret of secrets) expect({ secret, found: foundIn(files, secret) }).toEqual({ secret, found: false });
  };

  it('keeps titles, descriptions and update texts out of the log, and shows them again after a restart', async () => {
    let server = await startTestServer(TEST_PHONES_ENV);
    const me = await signInTestPhone(server.url, TEST_PHONES.closed);
    const as = (path: string, body: Record<string, unknown>) =>
      call<{ task: Task; data: Task[] }>(server.url, 'POST', path, { userId: me.user.id, ...body }, me.access_token);
    const made = await as('/dev/user/tasks/create', {
      title: TITLE,
      description: DESCRIPTION,
      updates: [{ id: 'n1', date: '2025-06-03', text: NOTE }],
    });
    expect(made.status).toBe(201);
    const other = await as('/dev/user/tasks/create', { title: 'Water the plants' });
    expect((await as('/dev/user/tasks/update', { taskId: other.body.task.id, title: EDITED })).status).toBe(200);
    const before = (await as('/dev/user/tasks/array', {})).body.data;

    const history = await server.app.get<EventStore>(EVENT_STORE).readStream(`task-${made.body.task.id}`);
    expect(history.map((e) => e.type)).toEqual(['task.created', 'task.update_noted']);
    expect(JSON.stringify(history.map((e) => e.data))).toMatch(/"title":"enc:v1:.*"description":"enc:v1:.*"text":"enc:v1:/);

    const running = logBytes(server.dataDir);
    expect(running).toHaveLength(2);
    // The user id is stored in plain text, which shows the scan does reach the events.
    expect(foundIn(running, me.user.id)).toBe(true);
    expectNoneIn(running);

    await server.close({ keepData: true });
    const stopped = logBytes(server.dataDir);
    expect(foundIn(stopped, me.user.id)).toBe(true);
    expectNoneIn(stopped);

    server = await startTestServer(TEST_PHONES_ENV, server.dataDir);
    try {
      const after = (await as('/dev/user/tasks/array', {})).body.data;
      expect(after).toEqual(before);
      expect(after.find((t) => t.id === made.body.task.id)).toMatchObject({
        title: TITLE,
        description: DESCRIPTION,
        updates: [{ id: 'n1', date: '2025-06-03', text: NOTE }],
      });
      expect(after.find((t) => t.id === other.body.task.id)?.title).toBe(EDITED);
    } finally {
      await server.close();
    }
  });
});
