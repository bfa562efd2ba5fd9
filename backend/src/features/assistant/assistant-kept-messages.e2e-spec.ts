import { startTestServer, type TestServer } from '../../testing/test-server';
import { TwilioStandIn } from '../../testing/twilio-stand-in';
import { skipContractCheck } from '../../testing/api-contract.setup';
import { BILLING_TEST_ENV, BillingTestKit } from '../billing/testing/billing-test-kit';
import { AssistantTestKit, PUBLIC_URL, SMS_FROM, WHATSAPP_FROM } from './testing/assistant-test-kit';
import { ScriptedReader } from './testing/scripted-reader';

/**
 * The free allowance, kindly: messages past it are kept, and a person who subscribes the same day
 * is offered, once, to have them acted on (GO). The subscription is a real trial on the test checkout.
 */
describe('the assistant keeps messages past the free allowance for a subscription the same day', () => {
  let twilio: TwilioStandIn;
  let server: TestServer;
  let kit: AssistantTestKit;
  let billing: BillingTestKit;

  beforeAll(async () => {
    twilio = await TwilioStandIn.start();
    skipContractCheck(twilio.apiBase, 'the Twilio stand-in, not the API');
    server = await startTestServer({
      ...BILLING_TEST_ENV,
      ...twilio.env({ from: SMS_FROM, whatsappFrom: WHATSAPP_FROM }),
      PUBLIC_URL,
      FREE_MESSAGES_PER_DAY: '2',
    });
    kit = new AssistantTestKit(server, twilio);
    billing = new BillingTestKit(server);
    new ScriptedReader(server).on('GO', [{ kind: 'answer', text: 'GO', pick: null }]);
  });

  afterAll(async () => {
    await server.close();
    await twilio.close();
  });

  it('offers once to act on the kept messages after subscribing, and GO carries them out', async () => {
    const ada = await billing.person();
    await kit.setZone(ada, 'Europe/London');
    expect(await kit.reply(ada, 'buy milk')).toBe('Added: Buy milk.');
    expect(await kit.reply(ada, 'buy eggs')).toBe('Added: Buy eggs.');
    const limit = `You've used today's 2 free messages. I'll keep what you send: subscribe for unlimited messages and I'll act on them today: ${PUBLIC_URL}/subscribe`;
    expect(await kit.reply(ada, 'call the plumber tomorrow at 9')).toBe(limit);
    expect(await kit.reply(ada, 'buy bread')).toBe(limit);
    expect((await kit.tasks(ada)).map((t) => t.title).sort()).toEqual(['Buy eggs', 'Buy milk']);

    await billing.startTrial(ada);
    const offered = await kit.reply(ada, 'buy jam');
    expect(offered).toBe('Added: Buy jam. I kept 2 messages from today. Reply GO to act on them.');
    expect(await kit.reply(ada, 'GO')).toBe('From the 2 kept messages: Added: Call the plumber, tomorrow 09:00. Added: Buy bread.');
    expect((await kit.tasks(ada)).map((t) => t.title).sort()).toEqual(['Buy bread', 'Buy eggs', 'Buy jam', 'Buy milk', 'Call the plumber']);
    // Offered once: the next message is answered as it is.
    expect(await kit.reply(ada, 'buy butter')).toBe('Added: Buy butter.');
    expect(await kit.reply(ada, 'undo')).toBe('Undone: removed Buy butter.');
  });
});
