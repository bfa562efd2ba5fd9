import { skipContractCheck } from '../../testing/api-contract.setup';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { TwilioStandIn } from '../../testing/twilio-stand-in';
import { GREETING_REPLY, HELP_TEXT } from './domain/replies';
import { AssistantTestKit, dayIn, instantIn, PUBLIC_URL, SMS_FROM, WHATSAPP_FROM } from './testing/assistant-test-kit';
import { ScriptedReader } from './testing/scripted-reader';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';

interface ListedTask {
  id: string;
  title: string;
  due_date: string | null;
  completed: boolean;
  important: boolean;
  recurring: boolean;
  repeat?: { every: string; interval: number };
}

/**
 * Corrections, references and answers over real HTTP: the web box, the real pipeline and stores.
 * Messages the rules do not read yet are read by a scripted stand-in for the reader (the intents
 * of the contract); everything behind the reader is the app's own.
 */
describe('the assistant: corrections, which one, repeating tasks and answers', () => {
  let twilio: TwilioStandIn;
  let server: TestServer;
  let kit: AssistantTestKit;
  let reader: ScriptedReader;
  let londoner: TestSession;
  let newYorker: TestSession;

  const tasks = async (session: TestSession) => (await kit.tasks(session)) as ListedTask[];
  const task = async (session: TestSession, title: string) => (await tasks(session)).find((t) => t.title === title);

  beforeAll(async () => {
    twilio = await TwilioStandIn.start();
    skipContractCheck(twilio.apiBase, 'the Twilio stand-in, not the API');
    server = await startTestServer({
      ...TEST_PHONES_ENV,
      ...twilio.env({ from: SMS_FROM, whatsappFrom: WHATSAPP_FROM }),
      PUBLIC_URL,
      FREE_MESSAGES_PER_DAY: '500',
    });
    kit = new AssistantTestKit(server, twilio);
    reader = new ScriptedReader(server);
    londoner = await signInTestPhone(server.url, TEST_PHONES.closed);
    newYorker = await signInTestPhone(server.url, TEST_PHONES.closedOther);
    await kit.setZone(londoner, LONDON);
    await kit.setZone(newYorker, NEW_YORK);
  });

  afterAll(async () => {
    await server.close();
    await twilio.close();
  });

  it('corrects the time of the last task and keeps its date ("make it 2:30"), and UNDO moves it back', async () => {
    expect(await kit.reply(londoner, 'call Sam tomorrow at 4pm')).toBe('Added: Call Sam, tomorrow 16:00.');
    // The reader is told which task was last talked about.
    reader.on('make it 2:30', [{ kind: 'reschedule', task: { by: 'context' }, date: null, time: '14:30' }]);
    expect(await kit.reply(londoner, 'make it 2:30')).toBe('Moved: Call Sam, now tomorrow 14:30.');
    expect(reader.contextOf('make it 2:30')?.conversation?.current).toEqual({
      title: 'Call Sam',
      due: instantIn(LONDON, dayIn(LONDON, 1), 16),
    });
    expect((await task(londoner, 'Call Sam'))?.due_date).toBe(instantIn(LONDON, dayIn(LONDON, 1), 14, 30));
    expect(await kit.reply(londoner, 'undo')).toBe('Undone: Call Sam is back to tomorrow 16:00.');
    expect((await task(londoner, 'Call Sam'))?.due_date).toBe(instantIn(LONDON, dayIn(LONDON, 1), 16));
  });

  it('renames and removes a task by message, each undoable', async () => {
    reader.on('rename it to Call Sam about the lease', [{ kind: 'rename', task: { by: 'context' }, title: 'Call Sam about the lease' }]);
    expect(await kit.reply(londoner, 'rename it to Call Sam about the lease')).toBe('Renamed: Call Sam is now Call Sam about the lease.');
    reader.on('delete the lease task', [{ kind: 'remove', task: { by: 'words', words: 'lease' } }]);
    expect(await kit.reply(londoner, 'delete the lease task')).toBe('Removed: Call Sam about the lease.');
    expect(await task(londoner, 'Call Sam about the lease')).toBeUndefined();
    expect(await kit.reply(londoner, 'undo')).toBe('Undone: Call Sam about the lease is back.');
    expect((await task(londoner, 'Call Sam about the lease'))?.due_date).toBe(instantIn(LONDON, dayIn(LONDON, 1), 16));
  });

  it('asks which of two tasks, numbered, and takes "the second one"', async () => {
    await kit.reply(newYorker, 'call the bank tomorrow at 10');
    await kit.reply(newYorker, 'call the dentist tomorrow at 11');
    reader.on('snooze the call to 5pm', [
      { kind: 'snooze', task: { by: 'words', words: 'call' }, until: instantIn(NEW_YORK, dayIn(NEW_YORK, 1), 17), minutes: null },
    ]);
    expect(await kit.reply(newYorker, 'snooze the call to 5pm')).toBe(
      'Which one did you mean by "call"?\n1. Call the bank\n2. Call the dentist\nReply with its number.',
    );
    reader.on('the second one', [{ kind: 'answer', text: 'the second one', pick: null }]);
    expect(await kit.reply(newYorker, 'the second one')).toBe('Snoozed: Call the dentist, now tomorrow 17:00.');
    // The reader was told what daily was waiting on.
    expect(reader.contextOf('the second one')?.conversation?.pending).toEqual({
      about: 'which_task',
      options: ['Call the bank', 'Call the dentist'],
    });
    expect((await task(newYorker, 'Call the bank'))?.due_date).toBe(instantIn(NEW_YORK, dayIn(NEW_YORK, 1), 10));
    // The question was answered: the same words now find nothing pending.
    expect(await kit.reply(newYorker, 'the second one')).toBe("I'm not waiting on an answer. Tell me what's on your mind.");
  });

  it('never moves a task earlier with a snooze', async () => {
    await kit.reply(newYorker, 'file the report tomorrow at 9');
    const due = instantIn(NEW_YORK, dayIn(NEW_YORK, 1), 9);
    reader.on('snooze the report 10 min', [{ kind: 'snooze', task: { by: 'words', words: 'report' }, until: null, minutes: 10 }]);
    expect(await kit.reply(newYorker, 'snooze the report 10 min')).toBe('Snoozed: File the report, now tomorrow 09:10.');
    reader.on('snooze the report for an hour from now', [
      { kind: 'snooze', task: { by: 'words', words: 'report' }, until: new Date(Date.now() + 3_600_000).toISOString(), minutes: null },
    ]);
    const earlier = await kit.reply(newYorker, 'snooze the report for an hour from now');
    expect(earlier).toMatch(
      /^File the report is due tomorrow 09:10, after (today|tomorrow) \d\d:\d\d; a snooze only moves a task later, so nothing changed\./,
    );
    expect((await task(newYorker, 'File the report'))?.due_date).toBe(new Date(Date.parse(due) + 10 * 60_000).toISOString());
  });

  it('repeats a task: completing it brings the next occurrence, shown as repeating, and UNDO takes it back', async () => {
    const monday = instantIn(LONDON, dayIn(LONDON, 2), 9);
    reader.on('every week send invoices', [
      { kind: 'add_task', title: 'Send invoices', due: monday, important: false, repeat: { every: 'week', interval: 1 } },
    ]);
    expect(await kit.reply(londoner, 'every week send invoices')).toMatch(/^Added: Send invoices, .+ 09:00 \(repeats every week\)\.$/);
    const first = await task(londoner, 'Send invoices');
    expect(first).toMatchObject({ recurring: true, repeat: { every: 'week', interval: 1 }, due_date: monday });
    const done = await kit.reply(londoner, 'done invoices');
    expect(done).toMatch(/^Done: Send invoices\. Next time: .+ 09:00\.$/);
    const open = (await tasks(londoner)).filter((t) => t.title === 'Send invoices' && !t.completed);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ recurring: true, due_date: instantIn(LONDON, dayIn(LONDON, 9), 9) });
    expect(open[0].id).not.toBe(first?.id);
    expect(await kit.reply(londoner, 'undo')).toBe('Undone: Send invoices is open again.');
    const after = (await tasks(londoner)).filter((t) => t.title === 'Send invoices');
    expect(after.map((t) => [t.id, t.completed])).toEqual([[first?.id, false]]);
  });

  it('answers small talk in words and creates nothing', async () => {
    const before = (await tasks(newYorker)).length;
    reader.on('hey there', [{ kind: 'small_talk', what: 'greeting' }]);
    reader.on('thanks!', [{ kind: 'small_talk', what: 'thanks' }]);
    reader.on('swamped today', [{ kind: 'small_talk', what: 'overwhelmed' }]);
    const replies = [
      await kit.reply(newYorker, 'hey there'),
      await kit.reply(newYorker, 'thanks!'),
      await kit.reply(newYorker, 'swamped today'),
    ];
    expect(replies[0]).toBe(GREETING_REPLY);
    expect(replies[1]).toBe('Any time.');
    expect(replies[2]).toMatch(/^That sounds like a lot\. One thing at a time; I'd start with:\n1\. /);
    for (const reply of replies) expect(reply).not.toContain(HELP_TEXT);
    expect((await tasks(newYorker)).length).toBe(before);
  });

  it('shows operators the new outcomes and intents, never a word of the text', async () => {
    const operator = await signInTestPhone(server.url, TEST_PHONES.operator);
    const res = await call<{ direction: string; intents: string[]; outcome: string | null }[]>(
      server.url,
      'GET',
      `/api/admin/accounts/${newYorker.user.id}/conversation?range=[0,99]`,
      undefined,
      operator.access_token,
    );
    expect(res.status).toBe(200);
    const inbound = res.body.filter((row) => row.direction === 'in');
    expect(inbound.find((row) => row.intents.includes('snooze') && row.outcome === 'asked')).toBeDefined();
    expect(inbound.find((row) => row.intents.includes('small_talk') && row.outcome === 'answered')).toBeDefined();
    expect(JSON.stringify(res.body)).not.toMatch(/dentist|report|swamped|second one/i);
  });

  it('offers a reflection to the journal and keeps it on KEEP', async () => {
    reader.on('good call with the investor today', [{ kind: 'small_talk', what: 'reflection' }]);
    reader.on('KEEP', [{ kind: 'answer', text: 'KEEP', pick: null }]);
    expect(await kit.reply(londoner, 'good call with the investor today')).toBe(
      "That sounds worth remembering. Reply KEEP to add it to today's journal.",
    );
    expect(await kit.reply(londoner, 'KEEP')).toMatch(/^Kept in today's journal: "\d\d:\d\d good call with the investor today"\.$/);
    expect(await kit.journal(londoner, dayIn(LONDON))).toContain('good call with the investor today');
  });

  it('names the top three with a reason each and moves the rest to tomorrow on MOVE REST, undoably', async () => {
    const member = await signInTestPhone(server.url, TEST_PHONES.open);
    await kit.setZone(member, LONDON);
    const today = dayIn(LONDON);
    for (const [title, hoursAgo] of [
      ['A', 5],
      ['B', 4],
      ['C', 3],
      ['D', 2],
      ['E', 1],
    ] as const) {
      const due = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
      const res = await call(
        server.url,
        'POST',
        '/dev/user/tasks/create',
        { userId: member.user.id, title, due_date: due },
        member.access_token,
      );
      expect(res.status).toBe(201);
    }
    reader.on('what should I focus on?', [{ kind: 'prioritise', scope: 'focus' }]);
    reader.on('MOVE REST', [{ kind: 'answer', text: 'MOVE REST', pick: null }]);
    expect(await kit.reply(member, 'what should I focus on?')).toMatch(
      /^Focus on these:\n1\. A, .+ \(overdue\)\n2\. B, .+ \(overdue\)\n3\. C, .+ \(overdue\)\nReply MOVE REST to move the other 2 to tomorrow\.$/,
    );
    expect(await kit.reply(member, 'MOVE REST')).toBe('Moved 2 tasks to tomorrow.');
    const moved = (await tasks(member)).filter((t) => t.title === 'D' || t.title === 'E');
    expect(moved.every((t) => t.due_date !== null && t.due_date > `${today}T23:59`)).toBe(true);
    expect(await kit.reply(member, 'undo')).toMatch(/^Undone: E is back to .+; D is back to .+\.$/);
  });
});
