import { TwilioStandIn } from '../../../testing/twilio-stand-in';
import { trialEndingText } from '../domain/trial-message-rules';
import { TwilioMessagingProvider } from './twilio-messaging-provider';

const TO = '+447700900123';
const SMS_FROM = '+447700900900';
const WHATSAPP_FROM = '+14155238886';

/** The real twilio SDK, through TWILIO_API_BASE, against a stand-in speaking Twilio's Messages API. */
describe('TwilioMessagingProvider (real SDK, Twilio stand-in)', () => {
  let twilio: TwilioStandIn;
  const provider = (senders: { from?: string | null; whatsappFrom?: string | null } = {}, token = twilio.authToken) =>
    new TwilioMessagingProvider(
      twilio.accountSid,
      token,
      senders.from === undefined ? SMS_FROM : senders.from,
      senders.whatsappFrom === undefined ? WHATSAPP_FROM : senders.whatsappFrom,
      twilio.apiBase,
    );
  const messagesPath = () => `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`;

  beforeAll(async () => {
    twilio = await TwilioStandIn.start();
  });

  afterAll(async () => {
    await twilio.close();
  });

  beforeEach(() => {
    twilio.requests.length = 0;
    twilio.messages.length = 0;
    twilio.accept('message:whatsapp');
    twilio.accept('message:sms');
  });

  it('sends by WhatsApp first, from the WhatsApp sender, as a form post to the Messages resource', async () => {
    const text = trialEndingText({
      trialEnd: Date.UTC(2031, 0, 10, 12) / 1000,
      timeZone: 'Europe/London',
      price: '£10/month',
      settingsUrl: 'https://daily.example/settings',
    });
    const sent = await provider().send(TO, text);
    expect(sent).toEqual({ messageId: expect.stringMatching(/^SM[0-9a-f]{32}$/), channel: 'whatsapp' });
    expect(twilio.requests).toEqual([
      { method: 'POST', path: messagesPath(), params: { To: `whatsapp:${TO}`, From: `whatsapp:${WHATSAPP_FROM}`, Body: text } },
    ]);
    expect(twilio.messages).toEqual([
      { sid: sent.messageId, to: `whatsapp:${TO}`, from: `whatsapp:${WHATSAPP_FROM}`, body: text, channel: 'whatsapp' },
    ]);
    expect(twilio.messages[0].body).toBe(
      'daily: your free trial of Premium ends on Friday, January 10. Your card will then be charged £10/month (less any discount you have). ' +
        'Nothing to do if you are staying. To cancel before then: https://daily.example/settings',
    );
  });

  it.each([
    [63016, 'outside the 24-hour window'],
    [63007, 'no WhatsApp sender'],
  ] as const)('sends a text message when WhatsApp refuses with %i (%s)', async (code, _why) => {
    twilio.refuse('message:whatsapp', code);
    const sent = await provider().send(TO, 'Your task is due');
    expect(sent.channel).toBe('sms');
    expect(twilio.requests.map((r) => [r.params.To, r.params.From])).toEqual([
      [`whatsapp:${TO}`, `whatsapp:${WHATSAPP_FROM}`],
      [TO, SMS_FROM],
    ]);
    expect(twilio.messages).toEqual([{ sid: sent.messageId, to: TO, from: SMS_FROM, body: 'Your task is due', channel: 'sms' }]);
  });

  it('sends only a text message without a WhatsApp sender', async () => {
    const sent = await provider({ whatsappFrom: null }).send(TO, 'Hello');
    expect(sent.channel).toBe('sms');
    expect(twilio.requests.map((r) => r.params.To)).toEqual([TO]);
  });

  it('passes on Twilio’s error when WhatsApp refuses and there is no number to text from', async () => {
    twilio.refuse('message:whatsapp', 63016);
    await expect(provider({ from: null }).send(TO, 'Hello')).rejects.toMatchObject({
      status: 400,
      code: 63016,
      moreInfo: 'https://www.twilio.com/docs/errors/63016',
    });
    expect(twilio.messages).toEqual([]);
  });

  it('fails when both channels refuse, and with 20003 on wrong credentials', async () => {
    twilio.refuse('message:whatsapp', 63016);
    twilio.refuse('message:sms', 21211);
    await expect(provider().send(TO, 'Hello')).rejects.toMatchObject({ status: 400, code: 21211 });
    expect(twilio.requests).toHaveLength(2);
    await expect(provider({}, 'wrong-token').send(TO, 'Hello')).rejects.toMatchObject({
      status: 401,
      code: 20003,
      message: 'Authenticate',
    });
  });
});

/** Whether a send went out, read back from Twilio's Message list (real SDK, stand-in), as after a crash. */
describe('TwilioMessagingProvider.sentSince (real SDK, Twilio stand-in)', () => {
  let twilio: TwilioStandIn;
  const provider = (whatsappFrom: string | null = WHATSAPP_FROM) =>
    new TwilioMessagingProvider(twilio.accountSid, twilio.authToken, SMS_FROM, whatsappFrom, twilio.apiBase);

  beforeAll(async () => {
    twilio = await TwilioStandIn.start();
  });

  afterAll(async () => {
    await twilio.close();
  });

  beforeEach(() => {
    twilio.requests.length = 0;
    twilio.messages.length = 0;
    twilio.accept('message:whatsapp');
  });

  it('asks the list by recipient, sender and date sent, and finds the message with that text on either sender', async () => {
    const since = new Date(Date.now() - 1000);
    const other = await provider().send('+447700900777', 'Same words, another person');
    const sms = await provider().send(TO, 'Same words, another person', { channel: 'sms' });
    const whatsapp = await provider().send(TO, 'Your plan for today');
    twilio.requests.length = 0;

    const found = await provider().sentSince(TO, 'Same words, another person', since);
    expect(found).toEqual([{ messageId: sms.messageId, channel: 'sms', createdAt: expect.any(Date) }]);
    expect(found.map((m) => m.messageId)).not.toContain(other.messageId);
    expect(await provider().sentSince(TO, 'Your plan for today', since)).toEqual([
      { messageId: whatsapp.messageId, channel: 'whatsapp', createdAt: expect.any(Date) },
    ]);
    // An SMS answer is looked for only where an SMS answer goes.
    expect(await provider().sentSince(TO, 'Your plan for today', since, { channel: 'sms' })).toEqual([]);
    const listed = twilio.requests.filter((r) => r.method === 'GET');
    expect(listed[0]).toEqual({
      method: 'GET',
      path: `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`,
      params: {
        To: `whatsapp:${TO}`,
        From: `whatsapp:${WHATSAPP_FROM}`,
        'DateSent>': since.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        PageSize: '100',
      },
    });
    expect(listed[1].params).toMatchObject({ To: TO, From: SMS_FROM });
  });

  it('finds nothing sent before the window, and follows next_page_uri through every page, oldest first', async () => {
    await provider(null).send(TO, 'Earlier');
    const since = new Date(Date.now() + 1000);
    expect(await provider(null).sentSince(TO, 'Earlier', since)).toEqual([]);

    const sids: string[] = [];
    for (let i = 0; i < 230; i += 1) sids.push((await provider(null).send(TO, 'Repeated')).messageId);
    twilio.requests.length = 0;
    const found = await provider(null).sentSince(TO, 'Repeated', new Date(Date.now() - 60_000));
    expect(found.map((m) => m.messageId).sort()).toEqual([...sids].sort());
    expect(found.every((m, i) => i === 0 || m.createdAt >= found[i - 1].createdAt)).toBe(true);
    // Three pages of 100, each the next_page_uri of the one before.
    expect(twilio.requests.map((r) => r.params.Page ?? '0')).toEqual(['0', '1', '2']);
  });

  it('a message taken but unanswered (the connection cut) is an error to the sender and is in the list', async () => {
    twilio.cutAfterTaking(1);
    const since = new Date(Date.now() - 1000);
    await expect(provider(null).send(TO, 'Cut off')).rejects.toThrow();
    const found = await provider(null).sentSince(TO, 'Cut off', since);
    expect(found).toHaveLength(1);
    expect(found[0].messageId).toBe(twilio.messages.at(-1)?.sid);
  });
});
