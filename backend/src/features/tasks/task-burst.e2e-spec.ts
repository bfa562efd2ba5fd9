import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '../../platform/commands/command-context';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { RemoveTaskCommand } from './commands/remove-task.command';
import { TASK_RULES } from './domain/task-rules';
import { taskSlotsStream } from './domain/task-slots.events';
import type { Task } from './read-models/task-view';

/**
 * The cap on tasks kept (open and done) is decided in the account's task ledger with the expected
 * revision: 140 parallel creates with 100 free slots put in exactly 100 (all 140 went in when the
 * cap was read from the read model before the append).
 */
describe('the task cap under a burst (real server)', () => {
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

  const create = (fields: Record<string, unknown>) =>
    call<{ task: Task }>(server.url, 'POST', '/dev/user/tasks/create', { userId: me.user.id, ...fields }, me.access_token, {
      'idempotency-key': randomUUID(),
    });

  /** Begins the ledger as if the account already kept this many tasks (creating thousands through the API takes minutes). */
  async function ledgerBegunAt(held: number, open = 0): Promise<void> {
    const metadata = {
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      actor: 'system',
      correlationId: randomUUID(),
      causationId: null,
      source: 'system' as const,
    };
    await store.append(
      taskSlotsStream(me.user.id),
      [
        { type: 'task_slots.counted', data: { userId: me.user.id, held }, metadata },
        { type: 'task_slots.open_counted', data: { userId: me.user.id, open }, metadata: { ...metadata, eventId: randomUUID() } },
      ],
      'no_stream',
    );
  }

  it('puts exactly the free slots in, open or done, and refuses the rest with a readable 409', async () => {
    await ledgerBegunAt(TASK_RULES.tasksMax - 100);
    const answers = await Promise.all(Array.from({ length: 140 }, (_, i) => create({ title: `Burst ${i}`, completed: i % 2 === 0 })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      message: `You have ${TASK_RULES.tasksMax.toLocaleString('en-GB')} tasks, open and done, the most there can be. Remove some to add more.`,
    });
    const created = (await store.readAll(0, 1_000_000)).filter(
      (event) => event.type === 'task.created' && (event.data as { userId: string }).userId === me.user.id,
    );
    expect(created).toHaveLength(100);
  });

  it('frees a slot when a task is removed', async () => {
    expect((await create({ title: 'One too many' })).status).toBe(409);
    const tasks = await call<{ data: Task[] }>(server.url, 'POST', '/dev/user/tasks/array', { userId: me.user.id }, me.access_token);
    // Removing is the assistant's UNDO; the command is what it runs.
    await server.app.get(CommandBus).execute(new RemoveTaskCommand(me.user.id, tasks.body.data[0].id, systemContext()));
    expect((await create({ title: 'Now there is room' })).status).toBe(201);
    expect((await create({ title: 'And now there is not' })).status).toBe(409);
  });
});

/**
 * The cap on open tasks is decided in the same ledger: 140 parallel creates of open tasks with 100
 * open places put in exactly 100 (all went in when it was read from the read model), done tasks
 * still go in, and completing, reopening and removing move the count.
 */
describe('the open-task cap under a burst (real server)', () => {
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

  const create = (fields: Record<string, unknown>) =>
    call<{ task: Task }>(server.url, 'POST', '/dev/user/tasks/create', { userId: me.user.id, ...fields }, me.access_token, {
      'idempotency-key': randomUUID(),
    });
  const update = (taskId: string, fields: Record<string, unknown>) =>
    call<{ task: Task }>(server.url, 'POST', '/dev/user/tasks/update', { userId: me.user.id, taskId, ...fields }, me.access_token);
  const tooManyOpen = `You have ${TASK_RULES.openTasksMax.toLocaleString('en-GB')} open tasks, the most there can be. Complete some to add more.`;

  it('puts exactly the open places in, and refuses the rest with a readable 409', async () => {
    const metadata = {
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      actor: 'system',
      correlationId: randomUUID(),
      causationId: null,
      source: 'system' as const,
    };
    const open = TASK_RULES.openTasksMax - 100;
    await store.append(
      taskSlotsStream(me.user.id),
      [
        { type: 'task_slots.counted', data: { userId: me.user.id, held: open }, metadata },
        { type: 'task_slots.open_counted', data: { userId: me.user.id, open }, metadata: { ...metadata, eventId: randomUUID() } },
      ],
      'no_stream',
    );
    const answers = await Promise.all(Array.from({ length: 140 }, (_, i) => create({ title: `Open ${i}` })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ message: tooManyOpen });
    const created = (await store.readAll(0, 1_000_000)).filter(
      (event) => event.type === 'task.created' && (event.data as { userId: string }).userId === me.user.id,
    );
    expect(created).toHaveLength(100);
    expect((await create({ title: 'Already done', completed: true })).status).toBe(201);
  });

  it('moves the open count when a task is completed, reopened or removed', async () => {
    const tasks = await call<{ data: Task[] }>(server.url, 'POST', '/dev/user/tasks/array', { userId: me.user.id }, me.access_token);
    const [first, second] = tasks.body.data.filter((t) => !t.completed);
    const done = tasks.body.data.find((t) => t.completed) as Task;
    expect((await create({ title: 'No room' })).status).toBe(409);
    expect((await update(done.id, { completed: false })).status).toBe(409);
    expect((await update(first.id, { completed: true })).status).toBe(200);
    expect((await create({ title: 'Room after completing' })).status).toBe(201);
    expect((await create({ title: 'No room again' })).status).toBe(409);
    expect((await update(second.id, { completed: true })).status).toBe(200);
    expect((await update(first.id, { completed: false })).status).toBe(200);
    expect((await update(done.id, { completed: false })).status).toBe(409);
    await server.app.get(CommandBus).execute(new RemoveTaskCommand(me.user.id, first.id, systemContext()));
    expect((await create({ title: 'Room after removing' })).status).toBe(201);
    expect((await create({ title: 'Full once more' })).status).toBe(409);
  });
});
