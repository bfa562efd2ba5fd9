import { SchedulerRegistry } from '@nestjs/schedule';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import type { Decision } from '../decisions';
import { MESSAGING_PROVIDER } from '../reminders';
import type { LocalMessagingProvider } from '../reminders/messaging/local-messaging-provider';
import { Clock } from '../../platform/scheduling/clock';
import { type Intent, INTERPRETER, type Interpreter } from './interpreter/intent';
import { DecisionReviewsJob } from './jobs/decision-reviews.job';
import { FollowUpsJob } from './jobs/follow-ups.job';
import { MorningPlanJob } from './jobs/morning-plan.job';
import { AssistantTestKit, dayIn, instantIn } from './testing/assistant-test-kit';

/**
 * The decision partner end to end, with the jobs' clock in the test's hands: a dilemma talked
 * through to a decision and its review weeks later in London and New York, "not yet", the morning
 * plan in two zones, and the follow-up to a reminder nobody answered with each of its answers.
 *
 * The reader is scripted here (what it makes of each message is the reader's own suite's concern);
 * everything after it is the real pipeline.
 */
describe('the decision partner', () => {
  let server: TestServer;
  let kit: AssistantTestKit;
  let store: EventStore;
  let sent: LocalMessagingProvider['sent'];
  let london: TestSession;
  let newYork: TestSession;
  let early: TestSession;
  let now = new Date();
  const read = new Map<string, Intent[]>();

  /** What the reader makes of a message, for the next message with these words. */
  const reads = (text: string, ...intents: Intent[]) => read.set(text, intents);
  const answer = (text: string, pick: number | null = null): Intent => ({ kind: 'answer', text, pick });
  const say = async (session: TestSession, text: string, intents: Intent[] = [answer(text)]) => {
    reads(text, ...intents);
    return kit.reply(session, text);
  };
  const decisions = async (session: TestSession) =>
    (await call<{ items: Decision[] }>(server.url, 'GET', '/api/me/decisions', undefined, session.access_token)).body.items;
  const openTasks = async (session: TestSession) =>
    (
      await call<{ data: { id: string; title: string; due_date: string | null; completed: boolean }[] }>(
        server.url,
        'POST',
        '/dev/user/tasks/array',
        { userId: session.user.id },
        session.access_token,
      )
    ).body.data.filter((t) => !t.completed);
  const sentTo = (phone: string, since: number) => sent.slice(since).filter((m) => m.to === phone);

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    const registry = server.app.get(SchedulerRegistry);
    for (const name of registry.getIntervals()) registry.deleteInterval(name);
    jest.spyOn(server.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    const interpreter = server.app.get<Interpreter>(INTERPRETER);
    jest
      .spyOn(interpreter, 'interpret')
      .mockImplementation((text) => Promise.resolve({ intents: read.get(text) ?? [{ kind: 'unknown' }], interpreter: 'rules' }));
    kit = new AssistantTestKit(server, null as never);
    store = server.app.get<EventStore>(EVENT_STORE);
    sent = server.app.get<LocalMessagingProvider>(MESSAGING_PROVIDER).sent;
    london = await signInTestPhone(server.url, TEST_PHONES.closed);
    newYork = await signInTestPhone(server.url, TEST_PHONES.closedOther);
    early = await signInTestPhone(server.url, TEST_PHONES.operator);
    await kit.setZone(london, 'Europe/London');
    await kit.setZone(newYork, 'America/New_York');
    await kit.setZone(early, 'Europe/London');
  });

  afterAll(async () => {
    await server?.close();
  });

  /** A dilemma talked through to a choice; the reply to the choice. */
  async function decide(session: TestSession, choice: Intent): Promise<string> {
    const asked = await say(session, 'should I go with Acme or Local Co?', [
      { kind: 'dilemma', question: 'Which supplier?', options: ['Acme', 'Local Co'] },
    ]);
    expect(asked).toMatch(/1\. Acme\n2\. Local Co\nWhat matters most to you here\?/);
    const summary = await say(session, 'cash this quarter');
    expect(summary).toBe(
      'So: Which supplier?\n1. Acme\n2. Local Co\nWhat matters most: cash this quarter.\n' +
        'Which one? Reply with its number, or NOT YET and a day to decide by ("not yet, friday").',
    );
    return say(session, choice.kind === 'answer' ? choice.text : 'x', [choice]);
  }

  describe('a dilemma', () => {
    it('asks for the options when the message names none', async () => {
      const reply = await say(newYork, "can't decide about hiring", [{ kind: 'dilemma', question: 'Hire a VA?', options: [] }]);
      expect(reply).toMatch(/What are the options\?/);
      expect(await say(newYork, 'a VA or do it myself')).toMatch(/1\. a VA\n2\. do it myself\nWhat matters most/);
      // Anything clearly else leaves the flow: the next answer is nobody's.
      await say(newYork, 'buy milk', [{ kind: 'add_task', title: 'Buy milk', due: null, important: false, repeat: null }]);
      expect(await say(newYork, 'my time')).not.toMatch(/What matters most/);
    });

    it('asked while an offer waits, keeps its own question: the next message answers the dilemma', async () => {
      const offered = { kind: 'add_task', title: 'Accountant coming', due: null, important: false, repeat: null } as const;
      const offer = await say(newYork, 'accountant coming thursday', [
        { kind: 'unclear', understood: '"Accountant coming"', question: 'Shall I add it?', offer: [offered] },
      ]);
      expect(offer).toMatch(/Shall I add "Accountant coming"/);
      const asked = await say(newYork, 'take the Carver account or keep fridays free?', [
        { kind: 'dilemma', question: 'Carver account or fridays?', options: ['take the Carver account', 'keep fridays free'] },
      ]);
      expect(asked).toMatch(/What matters most to you here\?/);
      expect(await say(newYork, 'my evenings')).toMatch(
        /^So: Carver account or fridays\?\n1\. take the Carver account\n2\. keep fridays free\nWhat matters most: my evenings\./,
      );
    });

    it('becomes a decision with its reason and a review in 30 days, answered from the records later', async () => {
      const reply = await decide(london, answer('1', 1));
      const reviewOn = dayIn('Europe/London', 30);
      expect(reply).toMatch(
        /^Decided: Acme, because cash this quarter\. It's in your journal\. On \d{1,2} \w{3}( \d{4})? I'll ask how it turned out\.$/,
      );
      expect(await decisions(london)).toEqual([
        expect.objectContaining({
          question: 'Which supplier?',
          choice: 'Acme',
          reason: 'cash this quarter',
          review_on: reviewOn,
          outcome: null,
        }),
      ]);
      expect(await kit.journal(london, dayIn('Europe/London'))).toMatch(/Decided: Acme because cash this quarter · review/);
      const recalled = await say(london, 'what did I decide about the supplier?', [{ kind: 'recall_decision', words: 'the supplier' }]);
      expect(recalled).toMatch(/you decided Acme because cash this quarter\. I'll ask how it turned out on/);
    });

    it('"not yet" becomes a task to decide by the day named', async () => {
      const before = (await openTasks(london)).length;
      const reply = await decide(london, answer('not yet, friday'));
      expect(reply).toMatch(/^No rush\. I've added "Decide: Which supplier" for Friday/);
      const tasks = await openTasks(london);
      expect(tasks).toHaveLength(before + 1);
      expect(tasks.find((t) => t.title === 'Decide: Which supplier')).toBeDefined();
      expect(await decisions(london)).toHaveLength(1);
    });
  });

  describe('the review on its day', () => {
    it('is asked in London and New York in each one’s daytime, once, and the answer is the outcome', async () => {
      await decide(newYork, answer('Local Co, review in a week'));
      const londonDay = dayIn('Europe/London', 30);
      const newYorkDay = dayIn('America/New_York', 7);
      const job = server.app.get(DecisionReviewsJob);

      // The day before: nothing. On the day at 07:00 in New York: quiet hours there.
      now = new Date(instantIn('America/New_York', dayIn('America/New_York', 6), 12));
      expect(await job.runOnce()).toEqual({});
      let mark = sent.length;
      now = new Date(instantIn('America/New_York', newYorkDay, 7));
      expect(await job.runOnce()).toEqual({ night: 1 });
      now = new Date(instantIn('America/New_York', newYorkDay, 9));
      expect(await job.runOnce()).toEqual({ asked: 1 });
      const [question] = sentTo(TEST_PHONES.closedOther, mark);
      expect(question.body).toMatch(/^On \d{1,2} \w{3}( \d{4})? you decided Local Co because cash this quarter\. How did it turn out\?$/);
      expect(await job.runOnce()).toEqual({});

      mark = sent.length;
      now = new Date(instantIn('Europe/London', londonDay, 10));
      expect(await job.runOnce()).toEqual({ asked: 1 });
      expect(sentTo(TEST_PHONES.closed, mark)[0].body).toMatch(/you decided Acme because cash this quarter\. How did it turn out\?$/);

      expect(await say(london, 'Great, margins are up')).toMatch(/^Thanks\. I've kept how Acme turned out/);
      expect(await say(newYork, 'Slow start but fine')).toMatch(/^Thanks\./);
      expect((await decisions(london))[0]).toMatchObject({ choice: 'Acme', outcome: 'Great, margins are up' });
      expect((await decisions(newYork))[0]).toMatchObject({ choice: 'Local Co', outcome: 'Slow start but fine', review_on: newYorkDay });
    });
  });

  describe('the morning plan', () => {
    const setPlan = (session: TestSession, body: unknown) => call(server.url, 'PUT', '/api/me/morning-plan', body, session.access_token);

    it('goes at each person’s local time, once a day; never in quiet hours nor after an opt-out', async () => {
      await setPlan(london, { enabled: true });
      await setPlan(newYork, { enabled: true, time: '08:00' });
      // 06:30 is in quiet hours: it waits for them to end.
      await setPlan(early, { enabled: true, time: '06:30' });
      const job = server.app.get(MorningPlanJob);
      const day = dayIn('Europe/London', 40);

      now = new Date(instantIn('Europe/London', day, 6, 30));
      expect(await job.runOnce()).toEqual({ night: 3 });
      const mark = sent.length;
      now = new Date(instantIn('Europe/London', day, 8, 30));
      expect(await job.runOnce()).toEqual({ sent: 2, night: 1 });
      expect(sentTo(TEST_PHONES.closed, mark)[0].body).toMatch(/^Good morning\. Today's top three:\n1\. /);
      expect(sentTo(TEST_PHONES.operator, mark)).toHaveLength(1);
      expect(sentTo(TEST_PHONES.closedOther, mark)).toHaveLength(0);
      now = new Date(instantIn('Europe/London', day, 8, 35));
      expect(await job.runOnce()).toEqual({ 'sent-today': 2, night: 1 });
      // 07:55 in New York is still quiet there (London's plans are long past their hours).
      now = new Date(instantIn('America/New_York', day, 7, 55));
      expect(await job.runOnce()).toEqual({ night: 1, 'not-yet': 2 });
      now = new Date(instantIn('America/New_York', day, 8, 5));
      expect(await job.runOnce()).toEqual({ sent: 1, 'not-yet': 2 });
      expect(sentTo(TEST_PHONES.closedOther, mark)).toHaveLength(1);

      await call(server.url, 'PUT', '/api/me/messages', { enabled: false }, london.access_token);
      now = new Date(instantIn('Europe/London', dayIn('Europe/London', 41), 8, 30));
      expect(await job.runOnce()).toMatchObject({ 'opted-out': 1 });
      await call(server.url, 'PUT', '/api/me/messages', { enabled: true }, london.access_token);
      await setPlan(london, { enabled: false });
      await setPlan(newYork, { enabled: false });
      await setPlan(early, { enabled: false });
    });
  });

  describe('a follow-up after an unanswered reminder', () => {
    let hour = 9;

    /** A task reminded at its due time an hour and a bit ago, followed up; the follow-up's text. */
    async function followedUp(title: string): Promise<{ id: string; text: string }> {
      const due = new Date(instantIn('Europe/London', dayIn('Europe/London', 60), hour++));
      const created = await call<{ task: { id: string } }>(
        server.url,
        'POST',
        '/dev/user/tasks/create',
        { userId: london.user.id, title, due_date: due.toISOString(), important: false },
        london.access_token,
      );
      const id = created.body.task.id;
      await store.append(
        `reminders-${id}`,
        [
          {
            type: 'reminder.sent',
            data: { taskId: id, userId: london.user.id, dueDate: due.toISOString(), provider: 'local', messageId: `local-${id}` },
            metadata: {
              eventId: crypto.randomUUID(),
              occurredAt: due.toISOString(),
              actor: 'system',
              correlationId: 'test',
              causationId: null,
              source: 'scheduler',
            },
          },
        ],
        'any',
      );
      const mark = sent.length;
      now = new Date(due.getTime() + 61 * 60_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await server.app.get(FollowUpsJob).runOnce()).toMatchObject({ sent: 1 });
      // Sent once: the next run finds it claimed.
      expect((await server.app.get(FollowUpsJob).runOnce())?.sent).toBeUndefined();
      return { id, text: sentTo(TEST_PHONES.closed, mark)[0].body };
    }

    const task = async (id: string) => (await openTasks(london)).find((t) => t.id === id);

    it('asks "Did you get to X?"; DONE completes it', async () => {
      const { id, text } = await followedUp('Send the invoice');
      expect(text).toBe('Did you get to Send the invoice? DONE / SNOOZE 1H / SKIP / STUCK');
      expect(await say(london, 'DONE')).toBe('Nice work: Send the invoice is done.');
      expect(await task(id)).toBeUndefined();
    });

    it('a plain "yep" completes it too, and "later" puts it off the hour SNOOZE 1H would', async () => {
      const done = await followedUp('Post the parcel');
      expect(await say(london, 'yep')).toMatch(/Post the parcel/);
      expect(await task(done.id)).toBeUndefined();
      const later = await followedUp('Book the MOT');
      const due = (await task(later.id))?.due_date as string;
      await say(london, 'later');
      expect(Date.parse((await task(later.id))?.due_date as string) - Date.parse(due)).toBe(60 * 60_000);
    });

    it('SNOOZE 1H moves it an hour', async () => {
      const { id } = await followedUp('Call the bank');
      const due = (await task(id))?.due_date as string;
      expect(await say(london, 'SNOOZE 1H')).toMatch(/in an hour/);
      expect(Date.parse((await task(id))?.due_date as string) - Date.parse(due)).toBe(60 * 60_000);
    });

    it('SKIP changes nothing', async () => {
      const { id } = await followedUp('Tidy the inbox');
      const before = await task(id);
      expect(await say(london, 'SKIP')).toMatch(/^Skipped\./);
      expect(await task(id)).toEqual(before);
    });

    it('STUCK asks what is in the way and offers a smaller first step as a task', async () => {
      await followedUp('Write the pitch');
      expect(await say(london, 'STUCK')).toBe("That happens. What's in the way of Write the pitch?");
      expect(await say(london, 'no idea where to start')).toMatch(/A smaller first step: "First 15 minutes of Write the pitch"/);
      expect((await openTasks(london)).map((t) => t.title)).toContain('First 15 minutes of Write the pitch');
    });
  });
});
