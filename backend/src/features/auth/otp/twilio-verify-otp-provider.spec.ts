import { TwilioStandIn } from '../../../testing/twilio-stand-in';
import { TwilioVerifyOtpProvider } from './twilio-verify-otp-provider';

const PHONE = '+447700900321';

/** The real twilio SDK, through TWILIO_API_BASE, against a stand-in speaking Twilio Verify v2. */
describe('TwilioVerifyOtpProvider (real SDK, Twilio stand-in)', () => {
  let twilio: TwilioStandIn;
  let otp: TwilioVerifyOtpProvider;
  const verifyPath = (resource: string) => `/v2/Services/${twilio.verifyServiceSid}/${resource}`;

  beforeAll(async () => {
    twilio = await TwilioStandIn.start();
    otp = new TwilioVerifyOtpProvider(twilio.accountSid, twilio.authToken, twilio.verifyServiceSid, twilio.apiBase);
  });

  afterAll(async () => {
    await twilio.close();
  });

  beforeEach(() => {
    twilio.requests.length = 0;
    twilio.accept('verify:whatsapp');
    twilio.accept('verify:sms');
  });

  it('sends the code by WhatsApp, leaving the code with Twilio', async () => {
    await expect(otp.send(PHONE)).resolves.toEqual({ code: null, channel: 'whatsapp' });
    expect(twilio.requests).toEqual([{ method: 'POST', path: verifyPath('Verifications'), params: { To: PHONE, Channel: 'whatsapp' } }]);
    expect(twilio.codeFor(PHONE)).toMatch(/^\d{6}$/);
  });

  it('sends it by SMS when the WhatsApp channel is refused (60223)', async () => {
    twilio.refuse('verify:whatsapp', 60223);
    await expect(otp.send(PHONE)).resolves.toEqual({ code: null, channel: 'sms' });
    expect(twilio.requests.map((r) => r.params.Channel)).toEqual(['whatsapp', 'sms']);
    expect(twilio.codes.at(-1)).toMatchObject({ to: PHONE, channel: 'sms' });
  });

  it('fails with Twilio’s error when neither channel can send', async () => {
    twilio.refuse('verify:whatsapp', 60223);
    twilio.refuse('verify:sms', 60203);
    await expect(otp.send(PHONE)).rejects.toMatchObject({ status: 429, code: 60203, message: 'Max send attempts reached' });
  });

  it('checks a code: false while wrong, true once right, and Twilio forgets it after (404)', async () => {
    await otp.send(PHONE);
    const code = twilio.codeFor(PHONE) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(otp.check(PHONE, wrong)).resolves.toBe(false);
    await expect(otp.check(PHONE, code)).resolves.toBe(true);
    expect(twilio.requests.at(-1)).toEqual({ method: 'POST', path: verifyPath('VerificationCheck'), params: { To: PHONE, Code: code } });
    await expect(otp.check(PHONE, code)).rejects.toMatchObject({ status: 404, code: 20404 });
  });

  it('ends a verification after five wrong codes (60202)', async () => {
    await otp.send(PHONE);
    const code = twilio.codeFor(PHONE) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await expect(otp.check(PHONE, wrong)).resolves.toBe(false);
    await expect(otp.check(PHONE, code)).rejects.toMatchObject({ status: 429, code: 60202 });
    await expect(otp.check(PHONE, code)).rejects.toMatchObject({ status: 404 });
  });
});
