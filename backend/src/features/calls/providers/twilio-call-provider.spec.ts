import { TwilioStandIn } from '../../../testing/twilio-stand-in';
import { TwilioCallProvider } from './twilio-call-provider';

const TO = '+447700900456';
const FROM = '+447700900900';

/** The real twilio SDK, through TWILIO_API_BASE, against a stand-in speaking Twilio's Calls API. */
describe('TwilioCallProvider (real SDK, Twilio stand-in)', () => {
  let twilio: TwilioStandIn;
  let calls: TwilioCallProvider;

  beforeAll(async () => {
    twilio = await TwilioStandIn.start();
    calls = new TwilioCallProvider(twilio.accountSid, twilio.authToken, FROM, twilio.apiBase);
  });

  afterAll(async () => {
    await twilio.close();
  });

  it('places the call with inline TwiML, greeting in the voice the person chose', async () => {
    const placed = await calls.placeCall({ to: TO, voice: 'female', purpose: 'requested' });
    expect(placed.callId).toMatch(/^CA[0-9a-f]{32}$/);
    const [call] = twilio.calls;
    expect(call).toMatchObject({ sid: placed.callId, to: TO, from: FROM, url: null });
    expect(call.twiml).toContain('<Say voice="Polly.Amy">Hello, this is daily, calling as you asked.');
    expect(twilio.requests.at(-1)?.path).toBe(`/2010-04-01/Accounts/${twilio.accountSid}/Calls.json`);

    await calls.placeCall({ to: TO, voice: 'default', purpose: 'nudge' });
    expect(twilio.calls[1].twiml).toContain('<Say voice="Polly.Brian">Hello, this is daily. You look free right now');
  });

  it('passes on Twilio’s error for a number it cannot call', async () => {
    await expect(calls.placeCall({ to: '+44', voice: 'default', purpose: 'requested' })).rejects.toMatchObject({
      status: 400,
      code: 21211,
    });
  });
});
