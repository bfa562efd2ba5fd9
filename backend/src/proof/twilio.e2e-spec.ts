import { SchedulerRegistry } from '@nestjs/schedule';
import { PersonalDataCipher } from '../platform/crypto/personal-data-cipher';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { TrialWarningsJob } from '../features/billing/test-mode/trial-warnings.job';
import { BILLING_TEST_ENV, BillingTestKit } from '../features/billing/testing/billing-test-kit';
import { TrialEndingMessagesJob } from '../features/reminders/jobs/trial-ending-messages.job';
import { Clock } from '../platform/scheduling/clock';
import type { TestSession } from '../testing/sign-in';
import { call, startTestServer, type TestServer } from '../testing/test-server';
import { TwilioStandIn } from '../testing/twilio-stand-in';

const PUBLIC_URL = 'http://app.daily.test';
const SMS_FROM = '+447700900900';
const WHATSAPP_FROM = '+14155238886';
// Numbers a carrier could assign (sign-in refuses the fictional ranges unless configured as test phones).
const ADA = '+447911123456';
const GRACE = '+447911123457';
const DAY_MS = 86_400_000;

/**
 * A server configured for Twilio (TWILIO_* with TWILIO_API_BASE), so the real twilio SDK behind
 * every adapter talks to a stand-in speaking Twilio's REST API: sign-in codes by Verify, "call me
 * now", and the trial-ending message by WhatsApp, then by text message.
 */
describe('Twilio adapters on a real server (real SDK, Twilio stand-in, test payments)', () => {
  let twilio: TwilioStandIn;
  let server: TestServer;
  let kit: BillingTestKit;
  let store: EventStore;
  let now = new Date();

  beforeAll(async () => {
    twilio = await TwilioStandIn.start();
    server = await startTestServer({ ...BILLING_TEST_ENV, ...twilio.env({ from: SMS_FROM, whatsappFrom: WHATSAPP_FROM }), PUBLIC_URL });
    kit = new BillingTestKit(server);
    store = server.app.get<EventStore>(EVENT_STORE);
    const registry = server.app.get(SchedulerRegistry);
    for (const name of registry.getIntervals()) registry.deleteInterval(name);
    jest.spyOn(server.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  });

  afterAll(async () => {
    await server.close();
    await twilio.close();
  });

  const sendCode = (phone: string) => call(server.url, 'POST', '/auth/otp', { phone });
  const verify = (phone: string, token: string) =>
    call<{ session: TestSession; message: string }>(server.url, 'POST', '/auth/verify', { phone, token, type: 'sms' });

  async function codeEvents(phone: string) {
    const hash = server.app.get(PersonalDataCipher).lookupHash(phone);
    return (await store.readStream(`otp-${hash}`)).map((e) => ({ type: e.type, ...(e.data as Record<string, unknown>) }));
  }

  describe('sign-in codes by Twilio Verify', () => {
    it('sends the code by WhatsApp, refuses a wrong one and signs in with the right one', async () => {
      expect((await sendCode(ADA)).status).toBe(200);
      expect(twilio.requests.at(-1)).toEqual({
        method: 'POST',
        path: `/v2/Services/${twilio.verifyServiceSid}/Verifications`,
        params: { To: ADA, Channel: 'whatsapp' },
      });
      const code = twilio.codeFor(ADA) as string;
      const wrong = await verify(ADA, code === '000000' ? '111111' : '000000');
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toMatch(/^That code is not correct\./);
      const signedIn = await verify(ADA, code);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.session.user.phone).toBe(ADA);
      expect((await codeEvents(ADA)).find((e) => e.type === 'auth.code_sent')).toMatchObject({
        provider: 'twilio',
        channel: 'whatsapp',
        codeHash: null,
      });
    });

    it('sends it by text message when Verify’s WhatsApp channel is disabled', async () => {
      twilio.refuse('verify:whatsapp', 60223);
      try {
        expect((await sendCode(GRACE)).status).toBe(200);
        expect(twilio.codes.at(-1)).toMatchObject({ to: GRACE, channel: 'sms' });
        expect((await verify(GRACE, twilio.codeFor(GRACE) as string)).status).toBe(200);
        expect((await codeEvents(GRACE)).find((e) => e.type === 'auth.code_sent')).toMatchObject({ provider: 'twilio', channel: 'sms' });
      } finally {
        twilio.accept('verify:whatsapp');
      }
    });
  });

  it('places a requested call through Twilio, in the person’s voice', async () => {
    const session = await kit.person();
    const res = await call(
      server.url,
      'POST',
      '/call',
      { phone_number: session.user.phone, user_id: session.user.id },
      session.access_token,
    );
    expect(res.status).toBe(200);
    const placed = twilio.calls.at(-1);
    expect(placed).toMatchObject({ to: session.user.phone, from: SMS_FROM });
    expect(placed?.twiml).toContain('<Say voice="Polly.Brian">Hello, this is daily, calling as you asked.');
    const events = await store.readStream(`calls-${session.user.id}`);
    expect(events.find((e) => e.type === 'call.placed')?.data).toMatchObject({ provider: 'twilio', callId: placed?.sid });
  });

  describe('the trial-ending message', () => {
    const warnings = () => server.app.get(TrialWarningsJob);
    const messages = () => server.app.get(TrialEndingMessagesJob);

    /** A Premium trial on the test checkout, warned about as Stripe would; answers its id and end (ms). */
    async function endingTrial(person: TestSession): Promise<{ subscriptionId: string; trialEnd: number }> {
      const trial = await kit.startTrial(person);
      await warnings().runOnce(new Date(trial.trialEnd - 2.5 * DAY_MS));
      return trial;
    }

    /** Noon UTC the day before the trial ends: day in London, where these people are. */
    const noonBefore = (trialEnd: number) => new Date(Math.floor(trialEnd / DAY_MS) * DAY_MS - DAY_MS + 12 * 3_600_000);

    const expectedText = (trialEnd: number) => {
      const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'Europe/London' }).format(
        new Date(trialEnd),
      );
      return (
        `daily: your free trial of Premium ends on ${day}. Your card will then be charged £10/month (less any discount you have). ` +
        `Nothing to do if you are staying. To cancel before then: ${PUBLIC_URL}/settings`
      );
    };

    it('goes by WhatsApp, saying when the card is charged and how to cancel', async () => {
      const person = await kit.person();
      const { subscriptionId, trialEnd } = await endingTrial(person);
      now = noonBefore(trialEnd);
      expect(await messages().runOnce()).toMatchObject({ sent: 1 });
      const message = twilio.messages.at(-1);
      expect(message).toEqual({
        sid: expect.stringMatching(/^SM/),
        to: `whatsapp:${person.user.phone}`,
        from: `whatsapp:${WHATSAPP_FROM}`,
        body: expectedText(trialEnd),
        channel: 'whatsapp',
      });
      const stream = await store.readStream(`trial-messages-${subscriptionId}`);
      expect(stream.map((e) => e.type)).toEqual(['trial_message.claimed', 'trial_message.sent']);
      expect(stream[1].data).toMatchObject({ provider: 'twilio', channel: 'whatsapp', messageId: message?.sid });
    });

    it('goes as a text message when WhatsApp refuses it (63016, outside the 24-hour window)', async () => {
      const person = await kit.person();
      const { subscriptionId, trialEnd } = await endingTrial(person);
      twilio.refuse('message:whatsapp', 63016);
      try {
        now = noonBefore(trialEnd);
        const sentBefore = twilio.messages.length;
        expect(await messages().runOnce()).toMatchObject({ sent: 1 });
        expect(twilio.messages.slice(sentBefore)).toEqual([
          { sid: expect.stringMatching(/^SM/), to: person.user.phone, from: SMS_FROM, body: expectedText(trialEnd), channel: 'sms' },
        ]);
        const [, sent] = await store.readStream(`trial-messages-${subscriptionId}`);
        expect(sent.data).toMatchObject({ provider: 'twilio', channel: 'sms' });
      } finally {
        twilio.accept('message:whatsapp');
      }
    });

    it('is recorded as failed, with Twilio’s reason, when neither channel takes it, and never sent twice', async () => {
      const person = await kit.person();
      const { subscriptionId, trialEnd } = await endingTrial(person);
      twilio.refuse('message:whatsapp', 63016);
      twilio.refuse('message:sms', 21211);
      try {
        now = noonBefore(trialEnd);
        expect(await messages().runOnce()).toMatchObject({ failed: 1 });
        now = new Date(now.getTime() + 3_600_000);
        expect(await messages().runOnce()).toMatchObject({ 'already-sent': expect.any(Number) });
        const stream = await store.readStream(`trial-messages-${subscriptionId}`);
        expect(stream.map((e) => e.type)).toEqual(['trial_message.claimed', 'trial_message.failed']);
        // Twilio's reason, but not the number it names: the event is not sealed with the person's key.
        expect((stream[1].data as { reason: string }).reason).toBe("Invalid 'To' Phone Number: [number]");
      } finally {
        twilio.accept('message:whatsapp');
        twilio.accept('message:sms');
      }
    });
  });
});
