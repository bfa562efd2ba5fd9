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
 * The caps on tasks kept (open and done) and on open tasks are decided in the account's task
 * ledger with the expected revision: 140 parallel creates with 100 free places put in exactly 100
 * (all 140 went in when either cap was read from the read model before the append).
 */
describe('the task caps under a burst (real server)', () => {
  let server: TestServer;
  let store: EventStore;
  let me: TestSession;
  let other: TestSession;

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    store = server.app.get<EventStore>(EVENT_STORE);
    me = await signInTestPhone(server.url, TEST_PHONES.open);
    other = await signInTestPhone(server.url, TEST_PHONES.openOther);
  });

  afterAll(async () => {
    await server.close();
  });

  const create = (who: TestSession, fields: Record<string, unknown>) =>
    call<{ task: Task }>(server.url, 'POST', '/dev/user/tasks/create', { userId: who.user.id, ...fields }, who.access_token, {
      'idempotency-key': randomUUID(),
    });
  const update = (who: TestSession, taskId: string, fields: Record<string, unknown>) =>
    call<{ task: Task }>(server.url, 'POST', '/dev/user/tasks/update', { userId: who.user.id, taskId, ...fields }, who.access_token);
  const list = (who: TestSession) =>
    call<{ data: Task[] }>(server.url, 'POST', '/dev/user/tasks/array', { userId: who.user.id }, who.access_token);
  const createdBy = async (who: TestSession) =>
    (await store.readAll(0, 1_000_000)).filter(
      (event) => event.type === 'task.created' && (event.data as { userId: string }).userId === who.user.id,
    );

  /** Begins the ledger as if the account already had these tasks (creating thousands through the API takes minutes). */
  async function ledgerBegunAt(who: TestSession, held: number, open: number): Promise<void> {
    const metadata = () => ({
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      actor: 'system',
      correlationId: randomUUID(),
      causationId: null,
      source: 'system' as const,
    });
    await store.append(
      taskSlotsStream(who.user.id),
      [
        { type: 'task_slots.counted', data: { userId: who.user.id, held }, metadata: metadata() },
        { type: 'task_slots.open_counted', data: { userId: who.user.id, open }, metadata: metadata() },
      ],
      'no_stream',
    );
  }

  it('puts exactly the free slots in, open or done, and refuses the rest with a readable 409', async () => {
    await ledgerBegunAt(me, TASK_RULES.tasksMax - 100, 0);
    const answers = await Promise.all(Array.from({ length: 140 }, (_, i) => create(me, { title: `Burst ${i}`, completed: i % 2 === 0 })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      message: `You have ${TASK_RULES.tasksMax.toLocaleString('en-GB')} tasks, open and done, the most there can be. Remove some to add more.`,
    });
    expect(await createdBy(me)).toHaveLength(100);
  });

  it('frees a slot when a task is removed', async () => {
    expect((await create(me, { title: 'One too many' })).status).toBe(409);
    // Removing is the assistant's UNDO; the command is what it runs.
    await server.app.get(CommandBus).execute(new RemoveTaskCommand(me.user.id, (await list(me)).body.data[0].id, systemContext()));
    expect((await create(me, { title: 'Now there is room' })).status).toBe(201);
    expect((await create(me, { title: 'And now there is not' })).status).toBe(409);
  });

  const tooManyOpen = `You have ${TASK_RULES.openTasksMax.toLocaleString('en-GB')} open tasks, the most there can be. Complete some to add more.`;

  it('puts exactly the open places in, refuses the rest with a readable 409, and still takes done tasks', async () => {
    await ledgerBegunAt(other, TASK_RULES.openTasksMax - 100, TASK_RULES.openTasksMax - 100);
    const answers = await Promise.all(Array.from({ length: 140 }, (_, i) => create(other, { title: `Open ${i}` })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ message: tooManyOpen });
    expect(await createdBy(other)).toHaveLength(100);
    expect((await create(other, { title: 'Already done', completed: true })).status).toBe(201);
  });

  it('moves the open count when a task is completed, reopened or removed', async () => {
    const tasks = (await list(other)).body.data;
    const [first, second] = tasks.filter((t) => !t.completed);
    const done = tasks.find((t) => t.completed) as Task;
    expect((await create(other, { title: 'No room' })).status).toBe(409);
    expect((await update(other, done.id, { completed: false })).status).toBe(409);
    expect((await update(other, first.id, { completed: true })).status).toBe(200);
    expect((await create(other, { title: 'Room after completing' })).status).toBe(201);
    expect((await create(other, { title: 'No room again' })).status).toBe(409);
    expect((await update(other, second.id, { completed: true })).status).toBe(200);
    expect((await update(other, first.id, { completed: false })).status).toBe(200);
    expect((await update(other, done.id, { completed: false })).status).toBe(409);
    await server.app.get(CommandBus).execute(new RemoveTaskCommand(other.user.id, first.id, systemContext()));
    expect((await create(other, { title: 'Room after removing' })).status).toBe(201);
    expect((await create(other, { title: 'Full once more' })).status).toBe(409);
  });
});
