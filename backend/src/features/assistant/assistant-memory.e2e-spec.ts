import { skipContractCheck } from '../../testing/api-contract.setup';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { TwilioStandIn } from '../../testing/twilio-stand-in';
import { AssistantTestKit, dayIn, instantIn, PUBLIC_URL, SMS_FROM, WHATSAPP_FROM } from './testing/assistant-test-kit';
import { OpenAiStandIn } from './testing/openai-stand-in';
import { ScriptedReader } from './testing/scripted-reader';

const LONDON = 'Europe/London';

/**
 * What a model is given besides the message, gathered from the person's own sealed records: the
 * last turns opened, the top open tasks, the newest decisions, and no busy slots without a
 * calendar. Without a model nothing of it is gathered.
 */
describe('the assistant gives a model the conversation so far', () => {
  let twilio: TwilioStandIn;
  let openai: OpenAiStandIn;
  let server: TestServer;
  let kit: AssistantTestKit;
  let reader: ScriptedReader;
  let member: TestSession;

  beforeAll(async () => {
    twilio = await TwilioStandIn.start();
    skipContractCheck(twilio.apiBase, 'the Twilio stand-in, not the API');
    openai = await OpenAiStandIn.start();
    server = await startTestServer({
      ...TEST_PHONES_ENV,
      ...twilio.env({ from: SMS_FROM, whatsappFrom: WHATSAPP_FROM }),
      PUBLIC_URL,
      LLM_API_KEY: openai.apiKey,
      LLM_BASE_URL: openai.baseUrl,
      LLM_MODEL: 'daily-test-model',
    });
    kit = new AssistantTestKit(server, twilio);
    reader = new ScriptedReader(server);
    member = await signInTestPhone(server.url, TEST_PHONES.closed);
    await kit.setZone(member, LONDON);
  });

  afterAll(async () => {
    await server.close();
    await twilio.close();
    await openai.close();
  });

  it('reads each message with the last turns, the top open tasks and the recent decisions', async () => {
    const due = instantIn(LONDON, dayIn(LONDON, 1), 10);
    reader.on('bank tomorrow 10', [{ kind: 'add_task', title: 'Call the bank', due, important: false, repeat: null }]);
    reader.on('decided to hire a VA', [{ kind: 'decision', text: 'Decided to hire a VA' }]);
    reader.on('and the lease?', [{ kind: 'small_talk', what: 'acknowledgement' }]);
    await kit.reply(member, 'bank tomorrow 10');
    await kit.reply(member, 'decided to hire a VA');
    await kit.reply(member, 'and the lease?');

    const memory = reader.contextOf('and the lease?')?.memory;
    expect(memory?.turns.map((t) => [t.from, t.text])).toEqual([
      ['person', 'bank tomorrow 10'],
      ['daily', 'Added: Call the bank, tomorrow 10:00.'],
      ['person', 'decided to hire a VA'],
      ['daily', expect.stringMatching(/^Added to today's journal: "\d\d:\d\d Decided: hire a VA · review /)],
    ]);
    expect(memory?.openTasks).toEqual([{ title: 'Call the bank', due, important: false }]);
    expect(memory?.decisions).toEqual([{ text: 'hire a VA', on: dayIn(LONDON), reason: null }]);
    expect(memory).toMatchObject({ busy: [], calendar: false });
    expect(reader.contextOf('and the lease?')?.conversation?.current).toEqual({ title: 'Call the bank', due });
  });
});
