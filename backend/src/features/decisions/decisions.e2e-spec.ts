import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '../../platform/commands/command-context';
import { WithdrawDecisionCommand } from './commands/withdraw-decision.command';
import type { Decision } from './read-models/decision-view';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('decisions (real server, embedded mode)', () => {
  let server: TestServer;
  let me: TestSession;
  let other: TestSession;

  const record = (body: unknown, session: TestSession | null = me) =>
    call<{ id: string; decided_on: string; review_on: string; message?: string }>(
      server.url,
      'POST',
      '/api/me/decisions',
      body,
      session?.access_token,
    );
  const list = async (session: TestSession = me): Promise<Decision[]> => {
    const res = await call<{ items: Decision[] }>(server.url, 'GET', '/api/me/decisions', undefined, session.access_token);
    expect(res.status).toBe(200);
    return res.body.items;
  };

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    me = await signInTestPhone(server.url, TEST_PHONES.closed);
    other = await signInTestPhone(server.url, TEST_PHONES.closedOther);
  });

  afterAll(async () => {
    await server.close();
  });

  it('records a decision with its reason and a review 30 days on, and lists it for its owner only', async () => {
    const res = await record({
      question: 'Which supplier?',
      options: ['Acme', 'Local Co'],
      choice: 'Acme',
      reason: 'cash matters most',
      expected_outcome: 'margins up by spring',
      confidence: 70,
      time_zone: 'Europe/London',
    });
    expect(res.status).toBe(201);
    const { decided_on, review_on } = res.body;
    expect(Date.parse(review_on) - Date.parse(decided_on)).toBe(30 * DAY_MS);
    expect(await list()).toEqual([
      {
        id: res.body.id,
        question: 'Which supplier?',
        options: ['Acme', 'Local Co'],
        choice: 'Acme',
        reason: 'cash matters most',
        expected_outcome: 'margins up by spring',
        confidence: 70,
        decided_on,
        review_on,
        outcome: null,
        reviewed_at: null,
      },
    ]);
    expect(await list(other)).toEqual([]);
  });

  it('writes the decision as a line of that day in the journal', async () => {
    const res = await record({ choice: 'Hire a VA', reason: 'my evenings back', review_in_days: 7, time_zone: 'UTC' });
    expect(res.status).toBe(201);
    const journal = await call<{ data: { content: string }[] }>(
      server.url,
      'POST',
      '/dev/user/diary/fetch',
      { userId: me.user.id, start_date: res.body.decided_on },
      me.access_token,
    );
    expect(journal.body.data[0].content).toMatch(/^\d\d:\d\d Decided: Hire a VA because my evenings back · review \d{1,2} \w{3}/m);
    expect(Date.parse(res.body.review_on) - Date.parse(res.body.decided_on)).toBe(7 * DAY_MS);
  });

  it('is gone from the list once withdrawn (UNDO), and withdrawing again changes nothing', async () => {
    const res = await record({ choice: 'Drop the agency', time_zone: 'UTC' });
    expect((await list()).map((d) => d.choice)).toContain('Drop the agency');
    const commands = server.app.get(CommandBus);
    const withdraw = () =>
      commands.execute(new WithdrawDecisionCommand(me.user.id, res.body.id, new Date(), systemContext('web', me.user.id)));
    await withdraw();
    await withdraw();
    expect((await list()).map((d) => d.choice)).not.toContain('Drop the agency');
  });

  it('needs a session', async () => {
    expect((await call(server.url, 'GET', '/api/me/decisions')).status).toBe(401);
    expect((await record({ choice: 'x' }, null)).status).toBe(401);
  });

  it('answers bad input with a plain 400 and records nothing', async () => {
    const before = (await list()).length;
    const message = async (body: unknown) => {
      const res = await record(body);
      expect(res.status).toBe(400);
      return res.body.message;
    };
    expect(await message({})).toMatch(/choice must be text/);
    expect(await message({ choice: '   ' })).toBe('choice must not be empty.');
    expect(await message({ choice: 'x', confidence: 101 })).toMatch(/confidence must be a whole number/);
    expect(await message({ choice: 'x', review_in_days: 0 })).toMatch(/review_in_days must be a whole number/);
    expect(await message({ choice: 'x', time_zone: 'Mars/Base' })).toMatch(/zone/);
    expect(await message({ choice: 'x', options: ['a', 'b', 'c', 'd', 'e', 'f'] })).toMatch(/At most 5 options/);
    expect(await message({ choice: 'x', mood: 'calm' })).toBe('mood is not an accepted field.');
    expect(await list()).toHaveLength(before);
  });
});
