import { once } from 'node:events';
import { createServer } from 'node:net';
import OpenAI from 'openai';
import pino from 'pino';
import { createStripeClient } from '../../features/billing/provider/stripe-client';
import { GoogleCalendarClient } from '../../features/calendar/google/google-calendar.client';
import { googleEndpoints } from '../../features/calendar/google/google-endpoints';
import { TwilioMessagingProvider } from '../../features/reminders/messaging/twilio-messaging-provider';
import { errSerializer, loggedError, scrubMessage } from './provider-error';

const ACCOUNT_SID = `AC${'7b3e'.repeat(8)}`;
const AUTH_TOKEN = 'f00dfacef00dfacef00dfacef00dface';
const STRIPE_KEY = 'sk_test_51Zz9StripeSecretForTheSpec';
const GOOGLE_SECRET = 'GOCSPX-specGoogleClientSecret9';
const REFRESH_TOKEN = '1//0gRefreshTokenThatMustStayPrivate';
const OPENAI_KEY = 'sk-proj-openAiKeyForTheSpec123';
const PHONE = '+447911654321';
const TEXT = 'the secret plan for the saffron biscuits';

async function closedBase(): Promise<string> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A real pino logger as the app configures it (the `err` serializer), writing into an array. */
function capture(serializers: pino.LoggerOptions['serializers']) {
  const lines: string[] = [];
  const logger = pino({ serializers }, { write: (line: string) => lines.push(line) });
  return { logger, text: () => lines.join('') };
}

async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

const SECRETS = [
  ACCOUNT_SID,
  AUTH_TOKEN,
  Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64'),
  STRIPE_KEY,
  GOOGLE_SECRET,
  REFRESH_TOKEN,
  encodeURIComponent(REFRESH_TOKEN),
  OPENAI_KEY,
  PHONE.slice(1),
  'saffron',
];

describe('provider errors as logged (real SDKs against a closed port)', () => {
  let base: string;
  let failures: Record<string, unknown>;

  beforeAll(async () => {
    base = await closedBase();
    const twilio = new TwilioMessagingProvider(ACCOUNT_SID, AUTH_TOKEN, '+447700900900', null, base);
    const stripe = createStripeClient(STRIPE_KEY, base);
    const google = new GoogleCalendarClient('spec.apps.googleusercontent.com', GOOGLE_SECRET, googleEndpoints({ GOOGLE_API_BASE: base }));
    const openai = new OpenAI({ apiKey: OPENAI_KEY, baseURL: `${base}/v1`, maxRetries: 0 });
    failures = {
      twilio: await failureOf(() => twilio.send(PHONE, TEXT)),
      stripe: await failureOf(() => stripe.customers.create({ name: TEXT, phone: PHONE }, { maxNetworkRetries: 0 })),
      googleRefresh: await failureOf(() => google.refresh(REFRESH_TOKEN)),
      googleRevoke: await failureOf(() => google.revoke(REFRESH_TOKEN)),
      openai: await failureOf(() =>
        openai.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: `${TEXT} ${PHONE}` }] }),
      ),
    };
  });

  it('pino on its own would write the Twilio credentials, the number and the text (what the serializer is for)', () => {
    const { logger, text } = capture({ err: pino.stdSerializers.err });
    logger.warn({ err: failures.twilio }, 'failed');
    expect(text()).toContain(Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64'));
    expect(text()).toContain(PHONE.slice(1));
  });

  it.each(['twilio', 'stripe', 'googleRefresh', 'googleRevoke', 'openai'])(
    '%s: the logged line names the failure and holds no secret, number or text',
    (name) => {
      for (const logged of [(error: unknown) => ({ err: error }), (error: unknown) => ({ err: loggedError(error) })]) {
        const { logger, text } = capture({ err: errSerializer });
        logger.warn(logged(failures[name]), 'failed');
        const line = JSON.parse(text()) as { err: { type: string; message: string } };
        expect(line.err.type).toMatch(/\w+/);
        expect(line.err.message.length).toBeGreaterThan(0);
        for (const secret of SECRETS) expect({ secret, found: text().includes(secret) }).toEqual({ secret, found: false });
      }
    },
  );

  it('keeps what tells failures apart: type, code, status', () => {
    expect(loggedError(failures.twilio)).toMatchObject({ code: 'ECONNREFUSED', message: expect.stringContaining('ECONNREFUSED') });
    expect(loggedError(failures.stripe)).toMatchObject({ type: 'StripeConnectionError' });
    expect(loggedError(failures.openai)).toMatchObject({ type: 'APIConnectionError' });
    const answered = Object.assign(new Error('Unable to create record: The To number +15551234567 is not valid'), {
      status: 400,
      code: 21211,
    });
    expect(loggedError(answered)).toMatchObject({
      status: 400,
      code: 21211,
      message: 'Unable to create record: The To number [number] is not valid',
    });
  });

  it('describing twice gives the same description (the logger may apply it again)', () => {
    const once = loggedError(failures.stripe);
    expect(loggedError(once)).toEqual(once);
  });
});

describe('scrubMessage', () => {
  it.each([
    ['Authorization: Basic QUMxMjM0NTY3ODkwOnNlY3JldA== refused', 'Authorization: Basic [redacted] refused'],
    ['request to https://oauth2.googleapis.com/revoke?token=1//0gabc failed', 'request to https://oauth2.googleapis.com failed'],
    ['Invalid API Key provided: sk_test_51Hx0abcdefghijklmnop', 'Invalid API Key provided: [redacted]'],
    ['Account AC0123456789abcdef0123456789abcdef not found', 'Account [redacted] not found'],
    ['could not reach +44 7911 123456 or (555) 123-4567', 'could not reach [number] or [number]'],
    ['no mail for ada@example.com', 'no mail for [email]'],
    ['token=abc secret: xyz', 'token=[redacted] secret: [redacted]'],
    ['connect ECONNREFUSED 127.0.0.1:4567', 'connect ECONNREFUSED 127.0.0.1:4567'],
  ])('%s', (input, expected) => {
    expect(scrubMessage(input)).toBe(expected);
  });

  it('keeps a long message short', () => {
    expect(scrubMessage('x'.repeat(5000)).length).toBeLessThanOrEqual(301);
  });
});
