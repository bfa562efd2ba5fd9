import { SchedulerRegistry } from '@nestjs/schedule';
import { PersonalDataCipher } from '../../platform/crypto/personal-data-cipher';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port';
import { skipContractCheck } from '../../testing/api-contract.setup';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { TwilioStandIn } from '../../testing/twilio-stand-in';
import { Clock } from '../../platform/scheduling/clock';
import { EscalationCallsJob } from './jobs/escalation-calls.job';
import { CONVERSATION, CONVERSATION_STATE } from './read-models/conversation-view';
import { AssistantTestKit, newMessageSid, PUBLIC_URL, SMS_FROM, WHATSAPP_FROM } from './testing/assistant-test-kit';
import { OpenAiStandIn } from './testing/openai-stand-in';

const FREE_PER_DAY = 3;

async function remind(store: EventStore, userId: string, taskId: string, dueDate: string, at: Date): Promise<void> {
  // The reminder as the reminders job records it once sent.
  await store.append(
    `reminders-${taskId}`,
    [
      {
        type: 'reminder.sent',
        data: { taskId, userId, dueDate, provider: 'twilio', messageId: `SM${taskId.slice(0, 8)}` },
        metadata: {
          eventId: crypto.randomUUID(),
          occurredAt: at.toISOString(),
          actor: 'system',
          correlationId: 'test',
          causationId: null,
          source: 'scheduler',
        },
      },
    ],
    'any',
  );
}

/**
 * The assistant and the account around it: voice notes through a transcription stand-in, the free
 * allowance, the console's view without text, calls for unanswered reminders, export and deletion.
 */
describe('the assistant and the account', () => {
  let twilio: TwilioStandIn;
  let openai: OpenAiStandIn;
  let server: TestServer;
  let kit: AssistantTestKit;
  let store: EventStore;
  let member: TestSession;
  let free: TestSession;
  let operator: TestSession;
  let now = new Date();

  beforeAll(async () => {
    twilio = await TwilioStandIn.start();
    skipContractCheck(twilio.apiBase, 'the Twilio stand-in, not the API');
    openai = await OpenAiStandIn.start();
    server = await startTestServer({
      ...TEST_PHONES_ENV,
      ...twilio.env({ from: SMS_FROM, whatsappFrom: WHATSAPP_FROM }),
      TWILIO_FROM: SMS_FROM,
      PUBLIC_URL,
      FREE_MESSAGES_PER_DAY: String(FREE_PER_DAY),
      ESCALATE_AFTER_MINUTES: '30',
      TRANSCRIBE_API_KEY: openai.apiKey,
      TRANSCRIBE_BASE_URL: openai.baseUrl,
    });
    const registry = server.app.get(SchedulerRegistry);
    for (const name of registry.getIntervals()) registry.deleteInterval(name);
    jest.spyOn(server.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    kit = new AssistantTestKit(server, twilio);
    store = server.app.get<EventStore>(EVENT_STORE);
    member = await signInTestPhone(server.url, TEST_PHONES.closed);
    free = await signInTestPhone(server.url, TEST_PHONES.open);
    operator = await signInTestPhone(server.url, TEST_PHONES.operator);
    await kit.setZone(member, 'Europe/London');
    await kit.setZone(free, 'Europe/London');
  });

  afterAll(async () => {
    await server.close();
    await twilio.close();
    await openai.close();
  });

  it('hears a voice note in memory and acts on its transcript, keeping no audio', async () => {
    const audio = Buffer.from('OggS voice note bytes 0123456789');
    const reply = await kit.whatsapp(TEST_PHONES.closed, '', {
      NumMedia: '1',
      MediaUrl0: twilio.addMedia(audio, 'audio/ogg'),
      MediaContentType0: 'audio/ogg',
    });
    expect(reply.body).toBe('Added: Call the bank, tomorrow 10:00. Reply UNDO to remove it.');
    expect(openai.transcriptionRequests).toHaveLength(1);
    const res = await call<{ items: { kind: string; text: string; direction: string }[] }>(
      server.url,
      'GET',
      '/api/assistant/messages',
      undefined,
      member.access_token,
    );
    expect(res.body.items.find((i) => i.direction === 'in')).toMatchObject({
      kind: 'voice',
      text: 'Remind me to call the bank tomorrow at 10',
    });
    const log = JSON.stringify(await store.readAll(0, 100_000));
    expect(log).not.toContain('OggS');
    expect(log).not.toContain(audio.toString('base64'));
  });

  it('answers a voice note the transcriber cannot hear with a request for text', async () => {
    openai.transcriptionMode = 'error';
    try {
      const reply = await kit.whatsapp(TEST_PHONES.closed, '', {
        NumMedia: '1',
        MediaUrl0: twilio.addMedia(Buffer.from('OggS'), 'audio/ogg'),
        MediaContentType0: 'audio/ogg',
      });
      expect(reply.body).toBe("I couldn't make out that voice note. Please try again, or send it as a text message.");
    } finally {
      openai.transcriptionMode = 'good';
    }
  });

  it(`gives a free account ${FREE_PER_DAY} understood messages a day, then one reply with the subscribe link, then silence`, async () => {
    for (let i = 0; i < FREE_PER_DAY; i += 1) {
      const reply = await kit.reply(free, `buy item ${i}`);
      expect(reply).toMatch(/^Added: Buy item/);
      // The reply to the last but two says how many are left; no other does.
      expect(reply.endsWith('(2 free messages left today.)')).toBe(i === FREE_PER_DAY - 3);
    }
    const before = twilio.messages.length;
    const over = await kit.whatsapp(TEST_PHONES.open, 'buy one more thing');
    expect(over.body).toBe(
      `You've used today's ${FREE_PER_DAY} free messages. I'll keep what you send: subscribe for unlimited messages and I'll act on them today: ${PUBLIC_URL}/subscribe`,
    );
    await kit.webhook({ From: `whatsapp:${TEST_PHONES.open}`, Body: 'and another', MessageSid: newMessageSid(), NumMedia: '0' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(twilio.messages.slice(before).filter((m) => m.to === `whatsapp:${TEST_PHONES.open}`)).toHaveLength(1);
    expect((await kit.tasks(free)).map((t) => t.title).filter((t) => t.startsWith('Buy'))).toHaveLength(FREE_PER_DAY);
    const limits = (await store.readAll(0, 100_000)).filter((e) => e.type === 'assistant.limit_reached');
    expect(limits).toHaveLength(1);
    expect(limits[0].data).toMatchObject({ userId: free.user.id, limit: FREE_PER_DAY });
    // Members are not counted.
    for (let i = 0; i < FREE_PER_DAY + 1; i += 1) expect(await kit.reply(member, 'help')).toMatch(/^I can add tasks/);
  });

  it('shows operators the conversation without a word of its text', async () => {
    const res = await call<Record<string, unknown>[]>(
      server.url,
      'GET',
      `/api/admin/accounts/${member.user.id}/conversation?range=[0,49]`,
      undefined,
      operator.access_token,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toMatch(/^conversation 0-\d+\/\d+$/);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'at',
      'channel',
      'delivery',
      'deliveryError',
      'direction',
      'id',
      'intents',
      'interpreter',
      'kind',
      'outcome',
    ]);
    expect(res.body.find((row) => row.direction === 'in' && row.interpreter === 'rules')).toBeDefined();
    expect(JSON.stringify(res.body)).not.toMatch(/bank|remind|I can add/i);
    expect(res.body.some((row) => (row.intents as string[]).includes('add_task'))).toBe(true);
    expect(
      (await call(server.url, 'GET', `/api/admin/accounts/${member.user.id}/conversation`, undefined, member.access_token)).status,
    ).toBe(403);
  });

  describe('a reminder of an important task left unanswered', () => {
    const job = () => server.app.get(EscalationCallsJob);

    async function importantTask(title: string, due: Date): Promise<string> {
      const res = await call<{ task: { id: string } }>(
        server.url,
        'POST',
        '/dev/user/tasks/create',
        { userId: member.user.id, title, due_date: due.toISOString(), important: true },
        member.access_token,
      );
      return res.body.task.id;
    }

    it('becomes one call after ESCALATE_AFTER_MINUTES, never two', async () => {
      const due = new Date('2031-06-03T09:00:00Z');
      const taskId = await importantTask('Sign the lease', due);
      await remind(store, member.user.id, taskId, due.toISOString(), new Date('2031-06-03T09:00:30Z'));
      now = new Date('2031-06-03T09:20:00Z');
      expect(await job().runOnce()).toEqual({});
      const calls = twilio.calls.length;
      now = new Date('2031-06-03T09:31:00Z');
      expect(await job().runOnce()).toEqual({ called: 1 });
      expect(twilio.calls.slice(calls)).toEqual([expect.objectContaining({ to: TEST_PHONES.closed })]);
      now = new Date('2031-06-03T09:32:00Z');
      expect(await job().runOnce()).toEqual({ 'already-claimed': 1 });
      expect(twilio.calls).toHaveLength(calls + 1);
    });

    it('is not a call when the person answered after the reminder', async () => {
      const due = new Date(Date.now() - 40 * 60_000);
      const taskId = await importantTask('Pay the deposit', due);
      await remind(store, member.user.id, taskId, due.toISOString(), new Date(Date.now() - 39 * 60_000));
      await kit.whatsapp(TEST_PHONES.closed, 'help');
      now = new Date();
      const calls = twilio.calls.length;
      const outcome = await job().runOnce();
      expect(outcome?.answered).toBe(1);
      expect(twilio.calls).toHaveLength(calls);
    });
  });

  it('exports the conversation, and after deletion keeps nothing readable and treats the number as a stranger', async () => {
    const exported = await call<{ events: { type: string; data: Record<string, unknown> }[] }>(
      server.url,
      'GET',
      '/api/me/export',
      undefined,
      free.access_token,
    );
    expect(exported.status).toBe(200);
    const received = exported.body.events.filter((e) => e.type === 'assistant.message_received');
    expect(received.map((e) => e.data.text)).toEqual(expect.arrayContaining(['buy item 0', 'buy one more thing']));
    expect(exported.body.events.some((e) => e.type === 'assistant.reply_sent' && String(e.data.text).startsWith('Added: Buy item 0'))).toBe(
      true,
    );

    expect((await call(server.url, 'DELETE', '/api/me', { confirm: 'DELETE' }, free.access_token)).status).toBe(200);
    const reads = server.app.get<ReadStore>(READ_STORE);
    for (const name of [CONVERSATION, CONVERSATION_STATE]) expect(await reads.collection(name).find({ userId: free.user.id })).toEqual([]);
    const log = (await store.readAll(0, 100_000)).filter((e) => (e.data as { userId?: string }).userId === free.user.id);
    const cipher = server.app.get(PersonalDataCipher);
    const sealed = log.filter((e) => e.type === 'assistant.message_received').map((e) => (e.data as { text: string }).text);
    expect(sealed.length).toBeGreaterThan(0);
    for (const text of sealed) expect(await cipher.decrypt(free.user.id, text)).toBeNull();
    const reply = await kit.whatsapp(TEST_PHONES.open, 'buy milk');
    expect(reply.body).toBe(`Hi, this is daily. This number isn't linked to an account yet. Sign in to start: ${PUBLIC_URL}/login`);
  });
});
