import { skipContractCheck } from '../../testing/api-contract.setup';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { TwilioStandIn } from '../../testing/twilio-stand-in';
import { AssistantTestKit, dayIn, instantIn, PUBLIC_URL, SMS_FROM, WHATSAPP_FROM } from './testing/assistant-test-kit';
import { OpenAiStandIn } from './testing/openai-stand-in';

const LONDON = 'Europe/London';
const TIMEOUT_MS = 800;

/**
 * The whole pipeline with a model configured: the real openai SDK, pointed by LLM_BASE_URL at a
 * stand-in that answers as the model would, as garbage, or too late. What the model reads is acted
 * on; an answer that cannot be used, or none in time, is read by the rules instead, and the person
 * gets an answer either way, within the timeout and without a 5xx.
 */
describe('the assistant with a language model', () => {
  let twilio: TwilioStandIn;
  let openai: OpenAiStandIn;
  let server: TestServer;
  let kit: AssistantTestKit;
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
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    kit = new AssistantTestKit(server, twilio);
    member = await signInTestPhone(server.url, TEST_PHONES.closed);
    await kit.setZone(member, LONDON);
  });

  beforeEach(() => {
    openai.chatMode = 'good';
    openai.chatRequests.length = 0;
  });

  afterAll(async () => {
    await server.close();
    await twilio.close();
    await openai.close();
  });

  it("acts on the model's reading of words the rules would not read as a task", async () => {
    const due = instantIn(LONDON, dayIn(LONDON, 1), 17);
    openai.answer = () => [{ name: 'add_task', arguments: { title: 'Send the invoice to Acme', due, important: true } }];
    const reply = await kit.reply(member, 'ugh acme still hasnt been invoiced, sort it before tomorrow evening');
    expect(reply).toBe('Added: Send the invoice to Acme, tomorrow 17:00 (important).');
    const task = (await kit.tasks(member)).find((t) => t.title === 'Send the invoice to Acme');
    expect(task).toMatchObject({ due_date: due, important: true });

    // The SDK called the model with the person's moment and zone, the message, and the tools.
    expect(openai.chatRequests).toHaveLength(1);
    const [request] = openai.chatRequests;
    expect(request.authorization).toBe(`Bearer ${openai.apiKey}`);
    expect(request.body.model).toBe('daily-test-model');
    expect(request.body.messages.find((m) => m.role === 'system')?.content).toContain(`Time zone: ${LONDON}`);
    expect(request.body.messages.at(-1)).toMatchObject({
      role: 'user',
      content: 'ugh acme still hasnt been invoiced, sort it before tomorrow evening',
    });
    expect(request.body.tools?.map((t) => t.function.name)).toContain('add_task');
  });

  it('reads the message with the rules when the model answers garbage, adding one task, not two', async () => {
    openai.chatMode = 'garbage-json';
    const reply = await kit.reply(member, 'remind me to water the plants tomorrow at 8');
    expect(reply).toBe('Added: Water the plants, tomorrow 08:00.');
    expect(openai.chatRequests.length).toBeGreaterThanOrEqual(1);
    const tasks = (await kit.tasks(member)).filter((t) => t.title === 'Water the plants');
    expect(tasks).toHaveLength(1);
    expect(tasks[0].due_date).toBe(instantIn(LONDON, dayIn(LONDON, 1), 8));
  });

  it('reads the message with the rules when the model calls a tool it was not offered', async () => {
    openai.chatMode = 'unknown-tool';
    expect(await kit.reply(member, 'decided to raise prices in January')).toMatch(
      /^Added to today's journal: "\d\d:\d\d Decided: raise prices in January · review \d+ \w+( \d{4})?"\.$/,
    );
  });

  it('answers within the timeout when the model is too slow, by the rules', async () => {
    openai.chatMode = 'slow';
    openai.slowMs = 10_000;
    const started = Date.now();
    const reply = await kit.reply(member, 'buy stamps');
    const took = Date.now() - started;
    expect(reply).toBe('Added: Buy stamps.');
    expect(took).toBeLessThan(TIMEOUT_MS + 3_000);
    expect((await kit.tasks(member)).filter((t) => t.title === 'Buy stamps')).toHaveLength(1);
  });

  it('answers by the rules when the model service is down or refuses', async () => {
    openai.chatMode = 'outage';
    expect(await kit.reply(member, "what's next")).toMatch(/^What's next:/);
    openai.chatMode = 'error';
    openai.errorStatus = 503;
    expect(await kit.reply(member, 'undo')).toMatch(/^(Undone|Nothing to undo)/);
  });

  it('takes the same way for a WhatsApp message: the model reads it, the reply goes out by WhatsApp', async () => {
    const due = instantIn(LONDON, dayIn(LONDON, 2), 9, 30);
    openai.answer = () => [{ name: 'add_task', arguments: { title: 'Book the venue', due, important: false } }];
    const since = twilio.messages.length;
    const answer = await kit.whatsapp(TEST_PHONES.closed, 'venue!! day after tmrw half nine');
    expect(answer.body).toMatch(/^Added: Book the venue, .+ 09:30\. Reply UNDO to remove it\.$/);
    expect(twilio.messages.length).toBeGreaterThan(since);
    expect((await kit.tasks(member)).find((t) => t.title === 'Book the venue')?.due_date).toBe(due);
  });
});
