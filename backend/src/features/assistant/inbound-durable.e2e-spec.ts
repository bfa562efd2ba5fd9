import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { skipContractCheck } from '../../testing/api-contract.setup';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { TwilioStandIn } from '../../testing/twilio-stand-in';
import { providerMessageId } from './domain/conversation.events';
import { AssistantTestKit, dayIn, newMessageSid, PUBLIC_URL, SMS_FROM } from './testing/assistant-test-kit';

const STRANGER = '+447700900777';

/**
 * The durable path of a message from a phone: in the log before Twilio's 200, replies through an
 * outbox that waits out an outage and stops on a refusal, and the strangers' limits.
 */
describe('the assistant: messages from phones are never lost', () => {
  let twilio: TwilioStandIn;
  let server: TestServer;
  let kit: AssistantTestKit;
  let store: EventStore;
  let member: TestSession;
  let operator: TestSession;

  const sms = (from: string, body: string, sid = newMessageSid()) =>
    kit.webhook({ From: from, Body: body, MessageSid: sid, NumMedia: '0' });
  const to = (phone: string, after: number) => twilio.messages.slice(after).filter((m) => m.to === phone);
  const eventsOf = async (type: string) => (await store.readAll(0, 1_000_000)).filter((e) => e.type === type);
  async function until<T>(what: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await what();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    twilio = await TwilioStandIn.start();
    skipContractCheck(twilio.apiBase, 'the Twilio stand-in, not the API');
    server = await startTestServer({ ...TEST_PHONES_ENV, ...twilio.env({ from: SMS_FROM }), PUBLIC_URL, FREE_MESSAGES_PER_DAY: '1000' });
    kit = new AssistantTestKit(server, twilio);
    store = server.app.get<EventStore>(EVENT_STORE);
    member = await signInTestPhone(server.url, TEST_PHONES.closed);
    operator = await signInTestPhone(server.url, TEST_PHONES.operator);
  });

  afterAll(async () => {
    await server?.close();
    await twilio?.close();
  });

  it('has the message, sealed, in the log when Twilio gets its 200', async () => {
    const sid = newMessageSid();
    const answer = await sms(TEST_PHONES.closed, 'book the dentist for my sister', sid);
    expect(answer.status).toBe(200);
    const recorded = (await eventsOf('assistant.inbound_recorded')).filter((e) => (e.data as { messageSid: string }).messageSid === sid);
    expect(recorded).toHaveLength(1);
    expect(recorded[0].streamId).toBe(`assistant.inbound-${providerMessageId(sid)}`);
    expect(JSON.stringify(recorded[0].data)).not.toContain('dentist');
    expect(JSON.stringify(recorded[0].data)).not.toContain(TEST_PHONES.closed);
    const delivered = await until(
      () => eventsOf('assistant.reply_delivered'),
      (all) => all.some((e) => e.streamId === recorded[0].streamId),
    );
    expect(delivered.filter((e) => e.streamId === recorded[0].streamId)).toHaveLength(1);
  });

  it('keeps at most 4,096 characters of a long message, as the web box does', async () => {
    const sid = newMessageSid();
    expect((await sms(TEST_PHONES.closed, `note ${'x'.repeat(20_000)}`, sid)).status).toBe(200);
    const recorded = (await eventsOf('assistant.inbound_recorded')).find((e) => (e.data as { messageSid: string }).messageSid === sid);
    // Sealed text is longer than the text; 20,000 characters would not fit in this.
    expect(String((recorded?.data as { body: string }).body).length).toBeLessThan(6_000);
    const answered = await until(
      () => eventsOf('assistant.reply_delivered'),
      (all) => all.some((e) => e.streamId === recorded?.streamId),
    );
    expect(answered.some((e) => e.streamId === recorded?.streamId)).toBe(true);
  });

  it('removes control characters from the text and records the message; refuses them in the sender or the message id', async () => {
    const sid = newMessageSid();
    expect((await sms(TEST_PHONES.closed, 'ring the\u0000 plumber \u202Eabout the leak\u0007', sid)).status).toBe(200);
    const stored = await until(
      () =>
        call<{ items: { text: string; direction: string }[] }>(
          server.url,
          'GET',
          '/api/assistant/messages?limit=50',
          undefined,
          member.access_token,
        ),
      (answer) => answer.body.items.some((m) => m.direction === 'in' && m.text.includes('plumber')),
    );
    const text = stored.body.items.filter((m) => m.direction === 'in' && m.text.includes('plumber')).map((m) => m.text);
    expect(text).toEqual(['ring the plumber about the leak']);

    const before = (await eventsOf('assistant.inbound_recorded')).length;
    for (const fields of <Record<string, string>[]>[
      { From: `${TEST_PHONES.closed}\u0000`, Body: 'hello', MessageSid: newMessageSid(), NumMedia: '0' },
      { From: TEST_PHONES.closed, Body: 'hello', MessageSid: `${newMessageSid()}\u202E`, NumMedia: '0' },
      { From: TEST_PHONES.closed, Body: 'hello', MessageSid: newMessageSid(), NumMedia: '1', MediaUrl0: 'https://api.twilio.com/x\u0000' },
    ]) {
      const answer = await kit.webhook(fields);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 400 });
    }
    expect(await eventsOf('assistant.inbound_recorded')).toHaveLength(before);
  });

  it('waits out a Twilio outage (5xx) and delivers each reply once', async () => {
    // A reply to an earlier test still in the outbox would take one of the outage's failures.
    await until(
      async () => [await eventsOf('assistant.inbound_recorded'), await eventsOf('assistant.reply_delivered')] as const,
      ([recorded, delivered]) => recorded.every((r) => delivered.some((d) => d.streamId === r.streamId)),
    );
    const before = twilio.messages.length;
    twilio.outage('message:sms', 3);
    const sids = [newMessageSid(), newMessageSid()];
    for (const sid of sids) expect((await sms(TEST_PHONES.closed, 'what is next', sid)).status).toBe(200);
    const listed = () => to(TEST_PHONES.closed, before).filter((m) => m.body.startsWith("What's next"));
    await until(listed, (got) => got.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(listed()).toHaveLength(2);
    const failed = (await eventsOf('assistant.reply_failed')).filter((e) =>
      sids.some((sid) => e.streamId.endsWith(providerMessageId(sid))),
    );
    expect(failed.length).toBe(3);
    expect(failed.every((e) => (e.data as { permanent: boolean; code: string }).permanent === false)).toBe(true);
    expect(failed.map((e) => (e.data as { code: string }).code)).toEqual(['20500', '20500', '20500']);
  });

  it('a reply Twilio took without answering (connection cut) is found in its Message list, not sent twice', async () => {
    const before = twilio.messages.length;
    const requestsBefore = twilio.requests.length;
    twilio.cutAfterTaking(1);
    const sid = newMessageSid();
    expect((await sms(TEST_PHONES.closed, 'what comes next', sid)).status).toBe(200);
    const stream = `assistant.inbound-${providerMessageId(sid)}`;
    const delivered = await until(
      () => eventsOf('assistant.reply_delivered'),
      (all) => all.some((e) => e.streamId === stream),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const taken = to(TEST_PHONES.closed, before);
    expect(taken).toHaveLength(1);
    expect(delivered.filter((e) => e.streamId === stream).map((e) => e.data)).toEqual([
      expect.objectContaining({ providerId: taken[0].sid, attempt: 2 }),
    ]);
    const failed = (await eventsOf('assistant.reply_failed')).filter((e) => e.streamId === stream);
    expect(failed.map((e) => (e.data as { code: string; permanent: boolean }).code)).toEqual(['network']);
    // One create, then the list read by recipient, sender and date sent.
    const asked = twilio.requests.slice(requestsBefore).filter((r) => r.path.endsWith('/Messages.json'));
    expect(asked.map((r) => r.method)).toEqual(['POST', 'GET']);
    expect(asked[1].params).toMatchObject({ To: TEST_PHONES.closed, From: SMS_FROM, 'DateSent>': expect.any(String) });
  });

  it('a lookup never takes another reply’s message: the same text to the same phone, one cut before Twilio took it, is sent', async () => {
    const before = twilio.messages.length;
    const first = newMessageSid();
    expect((await sms(TEST_PHONES.closed, 'what comes next', first)).status).toBe(200);
    const delivered = (sid: string) =>
      until(
        () => eventsOf('assistant.reply_delivered'),
        (all) => all.some((e) => e.streamId === `assistant.inbound-${providerMessageId(sid)}`),
      ).then((all) => all.filter((e) => e.streamId === `assistant.inbound-${providerMessageId(sid)}`));
    const [firstReply] = await delivered(first);
    const requestsBefore = twilio.requests.length;
    twilio.cutBeforeTaking(1);
    const second = newMessageSid();
    expect((await sms(TEST_PHONES.closed, 'what comes next', second)).status).toBe(200);
    const secondReplies = await delivered(second);
    const taken = to(TEST_PHONES.closed, before);
    // The same words both times, so only the first reply's id tells them apart.
    expect(taken).toHaveLength(2);
    expect(taken[1].body).toBe(taken[0].body);
    expect(secondReplies).toHaveLength(1);
    expect((secondReplies[0].data as { providerId: string }).providerId).toBe(taken[1].sid);
    expect((firstReply.data as { providerId: string }).providerId).toBe(taken[0].sid);
    // Cut, looked up (the first reply listed but held), then sent.
    const asked = twilio.requests.slice(requestsBefore).filter((r) => r.path.endsWith('/Messages.json'));
    expect(asked.map((r) => r.method)).toEqual(['POST', 'GET', 'POST']);
  });

  it('stops at a refusal (21610, opted out), sends nothing more and shows it in the console without the text', async () => {
    const before = twilio.requests.length;
    twilio.refuse('message:sms', 21610);
    const sid = newMessageSid();
    try {
      expect((await sms(TEST_PHONES.closed, 'buy a birthday card', sid)).status).toBe(200);
      const stream = `assistant.inbound-${providerMessageId(sid)}`;
      const failed = await until(
        () => eventsOf('assistant.reply_failed'),
        (all) => all.some((e) => e.streamId === stream),
      );
      expect(failed.filter((e) => e.streamId === stream).map((e) => e.data)).toEqual([
        expect.objectContaining({ code: '21610', permanent: true, retryAt: null, attempt: 1 }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(twilio.requests.slice(before).filter((r) => r.method === 'POST' && r.path.endsWith('/Messages.json'))).toHaveLength(1);
    } finally {
      twilio.accept('message:sms');
    }
    const rows = await call<Record<string, unknown>[]>(
      server.url,
      'GET',
      `/api/admin/accounts/${member.user.id}/conversation?range=[0,49]`,
      undefined,
      operator.access_token,
    );
    expect(rows.status).toBe(200);
    const reply = rows.body.find((row) => row.id === `${providerMessageId(sid)}:out`);
    expect(reply).toMatchObject({ direction: 'out', delivery: 'failed', deliveryError: '21610' });
    expect(JSON.stringify(rows.body)).not.toContain('birthday');
    expect(rows.body.filter((row) => row.direction === 'out' && row.delivery === 'delivered').length).toBeGreaterThan(0);
  });

  it('sends a stranger one sign-in link a day, however many messages (41 → 1), and limits each number', async () => {
    const before = twilio.messages.length;
    const answers = [];
    for (let i = 0; i < 41; i += 1) answers.push((await sms(STRANGER, `hello ${i}`)).status);
    expect(answers.every((status) => status === 200)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(to(STRANGER, before)).toHaveLength(1);
    expect(await eventsOf('assistant.stranger_invited')).toHaveLength(1);
    const all = JSON.stringify(await store.readAll(0, 1_000_000));
    expect(all).not.toContain(STRANGER);
    expect(all).not.toContain('hello 1');
  });

  it('forgets nothing of a stranger’s MessageSid across a retry', async () => {
    const sid = newMessageSid();
    const other = '+447700900778';
    const before = twilio.messages.length;
    expect((await sms(other, 'hi', sid)).status).toBe(200);
    expect((await sms(other, 'hi', sid)).status).toBe(200);
    await until(
      () => to(other, before),
      (got) => got.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(to(other, before)).toHaveLength(1);
  });

  it('keeps every line of 20 decisions sent at once in the journal', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => kit.say(member, `decided to hire candidate number ${i + 1}`)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const journal = await kit.journal(member, dayIn('Europe/London'));
    const lines = journal.split('\n').filter((line) => /hire candidate number \d+/i.test(line));
    expect(lines).toHaveLength(20);
    expect(new Set(lines.map((line) => /number (\d+)/.exec(line)?.[1])).size).toBe(20);
  });
});
