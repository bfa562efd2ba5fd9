import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { AssistantTestKit, PUBLIC_URL } from './testing/assistant-test-kit';

interface ListedTask {
  title: string;
  due_date: string | null;
  completed: boolean;
}

/**
 * Whole conversations through the real reader and the real pipeline, nothing scripted: what a
 * person types in the web box, and what daily answers and changes.
 */
describe('the assistant, read and carried out end to end', () => {
  let server: TestServer;
  let kit: AssistantTestKit;
  let ada: TestSession;

  const open = async () => ((await kit.tasks(ada)) as ListedTask[]).filter((t) => !t.completed);
  const titled = async (title: string) => (await open()).find((t) => t.title === title);
  const hourIn = (instant: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

  beforeAll(async () => {
    server = await startTestServer({ ...TEST_PHONES_ENV, PUBLIC_URL, FREE_MESSAGES_PER_DAY: '500' });
    kit = new AssistantTestKit(server, null as never);
    ada = await signInTestPhone(server.url, TEST_PHONES.closed);
    await kit.setZone(ada, 'Europe/London');
  });

  afterAll(async () => {
    await server.close();
  });

  it('corrects the time of the last task, renames it and removes another by message', async () => {
    expect(await kit.reply(ada, 'call Sam tomorrow at 4pm')).toMatch(/^Added: Call Sam, tomorrow 16:00\.$/);
    const added = await titled('Call Sam');
    expect(await kit.reply(ada, 'make it 2:30')).toMatch(/Call Sam, now tomorrow 14:30/);
    const moved = await titled('Call Sam');
    expect(moved?.due_date?.slice(0, 10)).toBe(added?.due_date?.slice(0, 10));
    expect(hourIn(moved?.due_date as string)).toBe('14:30');
    expect(await kit.reply(ada, 'rename it to Call Sam about the lease')).toMatch(/Call Sam about the lease/);
    expect(await titled('Call Sam about the lease')).toBeDefined();
    await kit.reply(ada, 'book yoga class friday 6pm');
    expect(await titled('Book yoga class')).toBeDefined();
    expect(await kit.reply(ada, 'cancel the yoga task')).toMatch(/yoga/i);
    expect(await titled('Book yoga class')).toBeUndefined();
  });

  it('asks which of two tasks fits, and takes "the second one"', async () => {
    await kit.reply(ada, 'call the dentist friday 10am');
    await kit.reply(ada, 'call the bank friday 11am');
    const asked = await kit.reply(ada, 'done the call');
    expect(asked).toMatch(/1\. .+\n2\. .+/);
    const second =
      asked
        .split('\n')
        .find((l) => l.startsWith('2. '))
        ?.slice(3)
        .split(',')[0] ?? '';
    expect(await kit.reply(ada, 'the second one')).toMatch(/^Done: /);
    expect(await titled(second)).toBeUndefined();
  });

  it('offers a task said with a doubt, adds it on a yes and leaves it on a no', async () => {
    const offered = await kit.reply(ada, 'maybe ring the plumber friday at 9');
    // Said on a Thursday, Friday is "tomorrow"; said on a Friday after 9, it is the next one.
    expect(offered).toMatch(
      /^Shall I add "Ring the plumber", (?:Friday, .+, |tomorrow |today )09:00 to your tasks\? Reply YES to add it\.$/,
    );
    expect(await titled('Ring the plumber')).toBeUndefined();
    expect(await kit.reply(ada, 'yes please')).toMatch(/^Added: Ring the plumber, /);
    expect(hourIn((await titled('Ring the plumber'))?.due_date as string)).toBe('09:00');
    expect(await kit.reply(ada, 'undo')).toMatch(/Ring the plumber/);
    expect(await titled('Ring the plumber')).toBeUndefined();

    expect(await kit.reply(ada, 'was thinking of redoing the shop sign sometime')).toMatch(/^Shall I add /);
    expect(await kit.reply(ada, 'no')).toBe("Fine, I haven't added it.");
    expect(await kit.reply(ada, 'yes')).not.toMatch(/^Added/);
    expect((await open()).some((t) => /sign/i.test(t.title))).toBe(false);
  });

  it('talks a dilemma through to a decision with a review date', async () => {
    const asked = await kit.reply(ada, 'should I hire a VA or do the admin myself?');
    expect(asked).toMatch(/What matters most/);
    expect(await kit.reply(ada, 'my time')).toMatch(/Which one\?/);
    expect(await kit.reply(ada, '1')).toMatch(/^Decided: /);
    const decisions = await call<{ items: { choice: string; reason: string; review_on: string }[] }>(
      server.url,
      'GET',
      '/api/me/decisions',
      undefined,
      ada.access_token,
    );
    expect(decisions.body.items).toEqual([expect.objectContaining({ reason: 'my time' })]);
  });

  it('repeats a task: completing it brings the next occurrence a week on', async () => {
    expect(await kit.reply(ada, 'every monday 9am send invoices')).toMatch(/^Added: Send invoices, .+ 09:00 \(repeats every week\)\.$/);
    const first = await titled('Send invoices');
    await kit.reply(ada, 'done send invoices');
    const next = await titled('Send invoices');
    // A week on the person's clock: an hour either way when the clocks change in between.
    const days = (Date.parse(next?.due_date as string) - Date.parse(first?.due_date as string)) / 86_400_000;
    expect(Math.abs(days - 7)).toBeLessThanOrEqual(1 / 24);
  });

  it('turns the morning plan on at a time and off again by message', async () => {
    expect(await kit.reply(ada, 'send me a plan every morning at 7:15am')).toBe(
      "Morning plan on: each day at 07:15 I'll send your top three (never in quiet hours). Reply MORNING PLAN OFF to stop it.",
    );
    const plan = async () =>
      (await call<{ enabled: boolean; time: string }>(server.url, 'GET', '/api/me/morning-plan', undefined, ada.access_token)).body;
    expect(await plan()).toEqual(expect.objectContaining({ enabled: true, time: '07:15' }));
    expect(await kit.reply(ada, 'morning plan off')).toBe('Morning plan off. Reply MORNING PLAN ON to have it again.');
    expect(await plan()).toEqual(expect.objectContaining({ enabled: false, time: '07:15' }));
  });

  it('meets feelings, greetings and thanks with words, and changes nothing', async () => {
    const before = (await open()).length;
    for (const text of ['hey', 'feeling swamped today', 'thanks!', 'should I raise my prices?']) {
      const reply = await kit.reply(ada, text);
      expect(reply).not.toMatch(/^Added/);
      expect(reply).not.toMatch(/^Sorry, I didn't understand that/);
    }
    expect((await open()).length).toBe(before);
  });
});
