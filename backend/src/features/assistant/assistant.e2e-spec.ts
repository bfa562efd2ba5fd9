import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { skipContractCheck } from '../../testing/api-contract.setup';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { TwilioStandIn } from '../../testing/twilio-stand-in';
import { AssistantTestKit, dayIn, instantIn, newMessageSid, PUBLIC_URL, SMS_FROM, WHATSAPP_FROM } from './testing/assistant-test-kit';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const UNKNOWN_NUMBER = '+447911123999';
const HELP_START = 'Sorry, I didn\'t understand that. I can add tasks ("call the bank tomorrow at 10")';

/**
 * The assistant over real HTTP: the dashboard's box, and WhatsApp and SMS through Twilio's webhook
 * signed by the real twilio SDK, replies delivered through the real SDK to a Twilio stand-in.
 */
describe('the assistant: a message in, tasks and journal lines out', () => {
  let twilio: TwilioStandIn;
  let server: TestServer;
  let kit: AssistantTestKit;
  let store: EventStore;
  let member: TestSession;
  let newYorker: TestSession;

  beforeAll(async () => {
    twilio = await TwilioStandIn.start();
    skipContractCheck(twilio.apiBase, 'the Twilio stand-in, not the API');
    server = await startTestServer({
      ...TEST_PHONES_ENV,
      ...twilio.env({ from: SMS_FROM, whatsappFrom: WHATSAPP_FROM }),
      PUBLIC_URL,
    });
    kit = new AssistantTestKit(server, twilio);
    store = server.app.get<EventStore>(EVENT_STORE);
    member = await signInTestPhone(server.url, TEST_PHONES.closed);
    newYorker = await signInTestPhone(server.url, TEST_PHONES.closedOther);
    await kit.setZone(member, LONDON);
    await kit.setZone(newYorker, NEW_YORK);
  });

  afterAll(async () => {
    await server.close();
    await twilio.close();
  });

  describe('the web channel', () => {
    it('adds a task due tomorrow at 10:00 in London, and says exactly that', async () => {
      const res = await kit.say(member, 'remind me to call the bank tomorrow at 10');
      expect(res.status).toBe(201);
      expect(res.body.message).toMatchObject({
        direction: 'in',
        channel: 'web',
        kind: 'text',
        text: 'remind me to call the bank tomorrow at 10',
      });
      expect(res.body.reply).toMatchObject({ direction: 'out', channel: 'web', kind: 'text' });
      // The web box shows Undo as a button, so the words asking for it are left out.
      expect(res.body.reply.text).toBe('Added: Call the bank, tomorrow 10:00.');
      expect(res.body.actions).toEqual([{ kind: 'undo' }]);
      const task = (await kit.tasks(member)).find((t) => t.title === 'Call the bank');
      expect(task?.due_date).toBe(instantIn(LONDON, dayIn(LONDON, 1), 10));
    });

    it('reads the same words in New York time for someone there', async () => {
      expect(await kit.reply(newYorker, 'remind me to call the bank tomorrow at 10')).toBe('Added: Call the bank, tomorrow 10:00.');
      const task = (await kit.tasks(newYorker)).find((t) => t.title === 'Call the bank');
      expect(task?.due_date).toBe(instantIn(NEW_YORK, dayIn(NEW_YORK, 1), 10));
    });

    it('lists the conversation oldest first, replies included, and pages back with before', async () => {
      const res = await call<{ items: { id: string; direction: string; text: string }[] }>(
        server.url,
        'GET',
        '/api/assistant/messages?limit=50',
        undefined,
        member.access_token,
      );
      expect(res.status).toBe(200);
      expect(res.body.items.map((i) => i.direction)).toEqual(['in', 'out']);
      expect(res.body.items[1].text).toBe('Added: Call the bank, tomorrow 10:00.');
      const older = await call<{ items: unknown[] }>(
        server.url,
        'GET',
        `/api/assistant/messages?limit=50&before=${encodeURIComponent(res.body.items[1].id)}`,
        undefined,
        member.access_token,
      );
      expect(older.body.items).toHaveLength(1);
    });

    it('takes the last change back with UNDO, and has nothing to undo after', async () => {
      expect(await kit.reply(member, 'buy stamps')).toBe('Added: Buy stamps.');
      expect(await kit.reply(member, 'undo')).toBe('Undone: removed Buy stamps.');
      expect((await kit.tasks(member)).some((t) => t.title === 'Buy stamps')).toBe(false);
      expect(await kit.reply(member, 'undo')).toBe('There is nothing to undo.');
    });

    it('carries out every intent of one message and answers once', async () => {
      const text = await kit.reply(member, 'buy milk and call mum at 6');
      expect(text).toMatch(/^Added: Buy milk\. Added: Call mum, (today|tomorrow) 18:00\.$/);
      const titles = (await kit.tasks(member)).map((t) => t.title);
      expect(titles).toEqual(expect.arrayContaining(['Buy milk', 'Call mum']));
      expect(await kit.reply(member, 'undo')).toBe('Undone: removed Call mum; removed Buy milk.');
    });

    it('keeps a decision labelled with a comma without the label or the comma', async () => {
      const reply = await kit.reply(member, 'decided, no more cash jobs');
      expect(reply).toMatch(/^Added to today's journal: "\d\d:\d\d Decided: no more cash jobs · review /);
      await kit.reply(member, 'undo');
    });

    it('appends a decision to today’s journal with the time, and UNDO removes the line', async () => {
      const reply = await kit.reply(member, 'decided to hire a VA');
      expect(reply).toMatch(/^Added to today's journal: "\d\d:\d\d Decided: hire a VA · review \d+ \w+( \d{4})?"\.$/);
      const line = /"(.*)"/.exec(reply)?.[1] as string;
      const today = dayIn(LONDON);
      expect(await kit.journal(member, today)).toBe(line);
      await kit.reply(member, 'note: the VA starts in March');
      expect((await kit.journal(member, today)).split('\n')).toEqual([line, expect.stringMatching(/^\d\d:\d\d /)]);
      await kit.reply(member, 'undo');
      expect(await kit.journal(member, today)).toBe(line);
    });

    it('lists what is next, numbered, and completes by number, with UNDO reopening it', async () => {
      const list = await kit.reply(member, "what's next");
      expect(list.split('\n')[0]).toBe("What's next:");
      expect(list).toContain('1. Call the bank, tomorrow 10:00');
      const listed = await kit.say(member, "what's next");
      expect(listed.body.actions).toContainEqual({ kind: 'done', number: 1, title: 'Call the bank' });
      const done = await kit.reply(member, 'done 1');
      expect(done).toBe('Done: Call the bank.');
      expect((await kit.tasks(member)).find((t) => t.title === 'Call the bank')?.completed).toBe(true);
      expect(await kit.reply(member, 'undo')).toBe('Undone: Call the bank is open again.');
      expect((await kit.tasks(member)).find((t) => t.title === 'Call the bank')?.completed).toBe(false);
    });

    it("answers what is on tomorrow with tomorrow's tasks, by time", async () => {
      expect((await kit.reply(member, 'what do i have on tomorow?')).split('\n')).toEqual([
        'Tomorrow:',
        '1. Call the bank, tomorrow 10:00',
      ]);
    });

    it('keeps a decision and carries out the reminder asked in the same message', async () => {
      const reply = await kit.reply(member, 'decided to drop the agency and remind me to tell them tomorrow at 11 new york time');
      expect(reply).toMatch(
        /^Added to today's journal: "\d\d:\d\d Decided: drop the agency · review \d+ \w+( \d{4})?"\. Added: Tell them, (today|tomorrow) \d\d:00\.$/,
      );
      // Read on New York's clock, shown on London's.
      expect((await kit.tasks(member)).find((t) => t.title === 'Tell them')?.due_date).toBe(instantIn(NEW_YORK, dayIn(NEW_YORK, 1), 11));
      expect(await kit.reply(member, 'undo')).toMatch(
        /^Undone: removed Tell them; took the decision back and removed "\d\d:\d\d Decided: drop the agency · review \d+ \w+( \d{4})?" from the journal\.$/,
      );
    });

    it('completes by words of the title, and snoozes the task it just named', async () => {
      expect(await kit.reply(member, 'done bank')).toBe('Done: Call the bank.');
      await kit.reply(member, 'undo');
      // Without a due time, an hour from now is later whichever way the snooze is read.
      expect(await kit.reply(member, 'pay the invoice')).toBe('Added: Pay the invoice.');
      const asked = Date.now();
      const snoozed = await kit.reply(member, 'snooze 1h');
      expect(snoozed).toMatch(/^Snoozed: Pay the invoice, now (today|tomorrow) \d\d:\d\d\.$/);
      const due = Date.parse((await kit.tasks(member)).find((t) => t.title === 'Pay the invoice')?.due_date as string);
      expect(Math.abs(due - (asked + 3_600_000))).toBeLessThan(60_000);
      expect(await kit.reply(member, 'undo')).toBe('Undone: Pay the invoice is back to no due date.');
    });

    it('answers what it cannot read with help and changes nothing, never a 5xx', async () => {
      const before = (await kit.tasks(member)).length;
      for (const text of ['x'.repeat(4096), 'Je voudrais un café, s’il vous plaît', '???']) {
        const res = await kit.say(member, text);
        expect(res.status).toBe(201);
        expect(res.body.reply.text).toMatch(/^(Sorry, I didn't understand that\. )?I can add tasks \("call the bank tomorrow at 10"\)/);
      }
      expect((await kit.say(member, 'asdkjh qwe')).body.reply.text.startsWith(HELP_START)).toBe(true);
      // An emoji alone is a nod: a short answer, and nothing changes.
      expect((await kit.say(member, '🙂🙂🙂')).body.reply.text).toBe('Got it.');
      expect((await kit.tasks(member)).length).toBe(before);
    });

    it('refuses an empty, too long or padded-out body with a readable 400', async () => {
      for (const body of [{ text: '' }, { text: '   ' }, { text: 'x'.repeat(4097) }, { text: 'hi', extra: 1 }, {}]) {
        const res = await call<{ message: string }>(server.url, 'POST', '/api/assistant/messages', body, member.access_token);
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body.message)).toMatch(/[a-z]/);
      }
      expect((await call(server.url, 'POST', '/api/assistant/messages', { text: 'hi' })).status).toBe(401);
    });

    it('answers a repeat with the same Idempotency-Key once, adding one task', async () => {
      const headers = { 'idempotency-key': `assistant-${Date.now()}` };
      const first = await kit.say(member, 'water the plants', headers);
      const second = await kit.say(member, 'water the plants', headers);
      expect(second.body).toEqual(first.body);
      expect((await kit.tasks(member)).filter((t) => t.title === 'Water the plants')).toHaveLength(1);
    });
  });

  describe('WhatsApp and SMS through Twilio', () => {
    it('refuses an unsigned or wrongly signed webhook with 403 and stores nothing', async () => {
      const head = (await store.readAll(0, 100_000)).length;
      const fields = { From: `whatsapp:${TEST_PHONES.closed}`, Body: 'buy a ladder', MessageSid: newMessageSid(), NumMedia: '0' };
      expect((await kit.webhook(fields, 'unsigned')).status).toBe(403);
      expect((await kit.webhook(fields, 'wrong')).status).toBe(403);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await store.readAll(0, 100_000)).length).toBe(head);
      expect((await kit.tasks(member)).some((t) => t.title === 'Buy a ladder')).toBe(false);
    });

    it('answers at once with empty TwiML and replies by WhatsApp with what changed', async () => {
      const before = twilio.messages.length;
      const sid = newMessageSid();
      const answer = await kit.webhook({
        From: `whatsapp:${TEST_PHONES.closed}`,
        Body: 'renew the passport friday',
        MessageSid: sid,
        NumMedia: '0',
      });
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/^text\/xml/);
      expect(answer.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
      const reply = await kit.nextMessage(`whatsapp:${TEST_PHONES.closed}`, before);
      expect(reply.from).toBe(`whatsapp:${WHATSAPP_FROM}`);
      expect(reply.body).toMatch(
        /^Added: Renew the passport, (today|tomorrow|Friday, \w+ \d+), 12:00\. Reply UNDO to remove it\.$|^Added: Renew the passport, (today|tomorrow) 12:00\. Reply UNDO to remove it\.$/,
      );
    });

    it('handles the same MessageSid once, however often Twilio retries', async () => {
      const sid = newMessageSid();
      const fields = { From: `whatsapp:${TEST_PHONES.closed}`, Body: 'order printer ink', MessageSid: sid, NumMedia: '0' };
      const before = twilio.messages.length;
      const answers = await Promise.all([kit.webhook(fields), kit.webhook(fields), kit.webhook(fields)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      await kit.nextMessage(`whatsapp:${TEST_PHONES.closed}`, before);
      expect((await kit.webhook(fields)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await kit.tasks(member)).filter((t) => t.title === 'Order printer ink')).toHaveLength(1);
      expect(twilio.messages.slice(before).filter((m) => m.to === `whatsapp:${TEST_PHONES.closed}`)).toHaveLength(1);
    });

    it('records the message, what was understood and the reply, the task caused by the message', async () => {
      await kit.whatsapp(TEST_PHONES.closed, 'file the tax return');
      const all = await store.readAll(0, 100_000);
      const received = all.filter((e) => e.type === 'assistant.message_received').at(-1);
      expect(received?.data).toMatchObject({ channel: 'whatsapp', kind: 'text', userId: member.user.id });
      expect(String((received?.data as { text: string }).text)).toMatch(/^enc:v1:/);
      const created = all.filter((e) => e.type === 'task.created').at(-1);
      expect(created?.metadata.causationId).toBe(received?.metadata.eventId);
      const understood = all.filter((e) => e.type === 'assistant.message_understood').at(-1);
      expect(understood?.data).toMatchObject({
        interpreter: 'rules',
        intents: [{ kind: 'add_task', title: expect.stringMatching(/^enc:v1:/) }],
      });
      const sent = all.filter((e) => e.type === 'assistant.reply_sent').at(-1);
      expect(String((sent?.data as { text: string }).text)).toMatch(/^enc:v1:/);
    });

    it('answers an SMS by SMS', async () => {
      const before = twilio.messages.length;
      await kit.webhook({ From: TEST_PHONES.closed, Body: 'help', MessageSid: newMessageSid(), NumMedia: '0' });
      const reply = await kit.nextMessage(TEST_PHONES.closed, before);
      expect(reply.channel).toBe('sms');
      expect(reply.from).toBe(SMS_FROM);
      expect(reply.body.startsWith('I can add tasks')).toBe(true);
    });

    it('answers a number without an account with the sign-in link and keeps nothing but the count', async () => {
      const before = twilio.messages.length;
      await kit.webhook({ From: `whatsapp:${UNKNOWN_NUMBER}`, Body: 'hello, buy milk', MessageSid: newMessageSid(), NumMedia: '0' });
      const reply = await kit.nextMessage(`whatsapp:${UNKNOWN_NUMBER}`, before);
      expect(reply.body).toBe(`Hi, this is daily. This number isn't linked to an account yet. Sign in to start: ${PUBLIC_URL}/login`);
      const all = await store.readAll(0, 100_000);
      expect(all.filter((e) => e.type === 'assistant.first_message_counted')).toHaveLength(1);
      expect(JSON.stringify(all)).not.toContain(UNKNOWN_NUMBER);
      expect(JSON.stringify(all)).not.toContain('buy milk');
      // The same day again: still one count, and no second invitation.
      const after = twilio.messages.length;
      expect((await kit.webhook({ From: `whatsapp:${UNKNOWN_NUMBER}`, Body: 'anyone there?', MessageSid: newMessageSid() })).status).toBe(
        200,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(twilio.messages.slice(after).filter((m) => m.to === `whatsapp:${UNKNOWN_NUMBER}`)).toHaveLength(0);
      expect((await store.readAll(0, 100_000)).filter((e) => e.type === 'assistant.first_message_counted')).toHaveLength(1);
    });

    it('says what it reads when sent a picture', async () => {
      const reply = await kit.whatsapp(TEST_PHONES.closed, '', {
        NumMedia: '1',
        MediaUrl0: twilio.addMedia(Buffer.from('not really a jpeg'), 'image/jpeg'),
        MediaContentType0: 'image/jpeg',
      });
      expect(reply.body).toBe('daily reads text messages and voice notes. Please send this as text or as a voice note.');
    });

    it('asks for text when sent a voice note and no transcriber is configured', async () => {
      const reply = await kit.whatsapp(TEST_PHONES.closed, '', {
        NumMedia: '1',
        MediaUrl0: twilio.addMedia(Buffer.from('OggS fake audio'), 'audio/ogg'),
        MediaContentType0: 'audio/ogg',
      });
      expect(reply.body).toBe("I can't listen to voice notes right now. Please send it as a text message.");
    });

    it('acts on the task of a reminder when the reply is DONE', async () => {
      const created = await call<{ task: { id: string } }>(
        server.url,
        'POST',
        '/dev/user/tasks/create',
        { userId: member.user.id, title: 'Send the contract', due_date: new Date(Date.now() - 60_000).toISOString() },
        member.access_token,
      );
      const taskId = created.body.task.id;
      // The reminder as the reminders job records it once sent.
      await store.append(
        `reminders-${taskId}`,
        [
          {
            type: 'reminder.sent',
            data: { taskId, userId: member.user.id, dueDate: new Date().toISOString(), provider: 'twilio', messageId: 'SMreminder' },
            metadata: {
              eventId: crypto.randomUUID(),
              occurredAt: new Date().toISOString(),
              actor: 'system',
              correlationId: 'test',
              causationId: null,
              source: 'scheduler',
            },
          },
        ],
        'any',
      );
      const reply = await kit.whatsapp(TEST_PHONES.closed, 'DONE');
      expect(reply.body).toBe('Done: Send the contract. Reply UNDO to reopen it.');
      expect((await kit.tasks(member)).find((t) => t.id === taskId)?.completed).toBe(true);
    });

    it('tells an open dashboard within 2 s that the tasks changed after a WhatsApp message', async () => {
      const controller = new AbortController();
      const stream = await fetch(`${server.url}/api/live`, {
        headers: { authorization: `Bearer ${member.access_token}` },
        signal: controller.signal,
      });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let seen = '';
      const startedAt = Date.now();
      await kit.webhook({ From: `whatsapp:${TEST_PHONES.closed}`, Body: 'book the MOT', MessageSid: newMessageSid(), NumMedia: '0' });
      while (!/event: changed\ndata: \{"models":\["tasks"\]\}/.test(seen) && Date.now() - startedAt < 2000) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<{ value: undefined; done: true }>((resolve) => setTimeout(() => resolve({ value: undefined, done: true }), 2000)),
        ]);
        if (chunk.value) seen += decoder.decode(chunk.value);
        if (chunk.done) break;
      }
      controller.abort();
      expect(seen).toMatch(/event: changed\ndata: \{"models":\["tasks"\]\}/);
      expect(Date.now() - startedAt).toBeLessThan(2000);
      expect(seen).not.toContain('MOT');
    });
  });
});
