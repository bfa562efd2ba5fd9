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
  async function ledgerBegunAt(held: number): Promise<void> {
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
      [{ type: 'task_slots.counted', data: { userId: me.user.id, held }, metadata }],
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
