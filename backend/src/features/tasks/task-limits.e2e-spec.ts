import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { TASK_RULES } from './domain/task-rules';
import { taskSlotsStream } from './domain/task-slots.events';
import { TASKS, type Task, type TaskView } from './read-models/task-view';

describe('limits on a person’s tasks (real server, embedded mode)', () => {
  let server: TestServer;
  let me: TestSession;

  const create = (fields: Record<string, unknown>) =>
    call<{ task: Task }>(server.url, 'POST', '/dev/user/tasks/create', { userId: me.user.id, ...fields }, me.access_token);
  const list = (paging: Record<string, unknown> = {}) =>
    call<{ success: boolean; data: Task[]; total?: number }>(
      server.url,
      'POST',
      '/dev/user/tasks/array',
      { userId: me.user.id, ...paging },
      me.access_token,
    );

  /**
   * Files tasks straight into the read model, and their slots into the account's task ledger (which
   * decides the caps): thousands of them through the API would take minutes.
   */
  async function seedOpenTasks(count: number, completed = false): Promise<void> {
    const tasks = server.app.get<ReadStore>(READ_STORE).collection<TaskView>(TASKS);
    const at = new Date().toISOString();
    const slots = Array.from({ length: count }, (_, i) => ({
      type: 'task_slots.taken',
      data: { userId: me.user.id, taskId: `seeded-${completed ? 'done' : 'open'}-${i}`, open: !completed },
      metadata: {
        eventId: randomUUID(),
        occurredAt: at,
        actor: 'system',
        correlationId: randomUUID(),
        causationId: null,
        source: 'system' as const,
      },
    }));
    await server.app.get<EventStore>(EVENT_STORE).append(taskSlotsStream(me.user.id), slots, 'any');
    for (let i = 0; i < count; i++) {
      await tasks.put({
        _id: `seeded-${completed ? 'done' : 'open'}-${i}`,
        type: 'task',
        userId: me.user.id,
        title: `Seeded ${i}`,
        description: '',
        due_date: null,
        important: false,
        completed,
        recurring: false,
        created_at: at,
        updated_at: at,
        updates: [],
      });
    }
  }

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    me = await signInTestPhone(server.url, TEST_PHONES.closed);
  });

  afterAll(async () => {
    await server.close();
  });

  it('pages the list when asked, and sends the whole list as before when not', async () => {
    for (const title of ['First', 'Second', 'Third']) expect((await create({ title })).status).toBe(201);
    const whole = await list();
    expect(whole.status).toBe(200);
    expect(whole.body.data.map((t) => t.title)).toEqual(['Third', 'Second', 'First']);
    const page = await list({ offset: 1, limit: 1 });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ success: true, total: 3 });
    expect(page.body.data.map((t) => t.title)).toEqual(['Second']);
    expect((await list({ offset: 3, limit: 10 })).body.data).toEqual([]);
  });

  it.each([
    [{ limit: 0 }, 'limit must be a whole number from 1 to 5000.'],
    [{ limit: 1.5 }, 'limit must be a whole number from 1 to 5000.'],
    [{ limit: 5001 }, 'limit must be a whole number from 1 to 5000.'],
    [{ offset: -1 }, 'offset must be a whole number from 0.'],
    [{ offset: '2' }, 'offset must be a whole number from 0.'],
  ])('refuses paging %j with a readable 400', async (paging, message) => {
    const res = await list(paging);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });

  it(`refuses a new open task past ${TASK_RULES.openTasksMax} open ones with a readable 409, and appends nothing`, async () => {
    const open = (await list()).body.data.filter((t) => !t.completed).length;
    await seedOpenTasks(TASK_RULES.openTasksMax - open);
    const store = server.app.get<EventStore>(EVENT_STORE);
    const head = await store.headPosition();
    const res = await create({ title: 'One too many' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: `You have ${TASK_RULES.openTasksMax.toLocaleString('en-GB')} open tasks, the most there can be. Complete some to add more.`,
    });
    expect(await store.headPosition()).toBe(head);
    // A finished task does not count against the limit.
    expect((await create({ title: 'Already done', completed: true })).status).toBe(201);
  });

  it('pages a list too long for one answer', async () => {
    const whole = await list();
    expect(whole.status).toBe(200);
    expect(whole.body.data.length).toBe(TASK_RULES.listPageMax);
    expect(whole.body.total).toBe(TASK_RULES.openTasksMax + 1);
  });
});
