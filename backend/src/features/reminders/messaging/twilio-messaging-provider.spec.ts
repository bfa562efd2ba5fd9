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
