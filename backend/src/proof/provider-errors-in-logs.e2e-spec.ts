import { once } from 'node:events';
import fs from 'node:fs';
import { createServer } from 'node:net';
import { PinoLogger } from 'nestjs-pino';
import twilioSdk from 'twilio';
import { skipContractCheck } from '../testing/api-contract.setup';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../testing/sign-in';
import { call, startTestServer, type TestServer } from '../testing/test-server';

const PUBLIC_URL = 'https://app.daily.test';
const ACCOUNT_SID = `AC${'5a1d'.repeat(8)}`;
const AUTH_TOKEN = '7c0ffee7c0ffee7c0ffee7c0ffee7c0f';
const VERIFY_SID = `VA${'9e2b'.repeat(8)}`;
const STRIPE_KEY = 'sk_test_51Hx0secretStripeKeyForLogs';
const GOOGLE_SECRET = 'GOCSPX-googleClientSecret4Logs';
const GOOGLE_CODE = '4/0AgoogleAuthorizationCode77';
const LLM_KEY = 'sk-llmKeyThatMustNotBeLogged42';
const TRANSCRIBE_KEY = 'sk-transcriberKeyNeverLogged42';
const STRANGER = '+447911123456';
const MESSAGE_TEXT = 'remind me to buy the turquoise marmalade tomorrow';

/** A port on loopback that nothing listens on: every outside client gets "connection refused". */
async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * The stream a pino logger writes its finished lines to. pino-http brings its own copy of pino, whose
 * symbols are not the ones `pino.symbols` would give here, so the key is found by its description.
 */
function destinationOf(logger: object): { write(line: string): boolean } {
  for (let current: object | null = logger; current; current = Object.getPrototypeOf(current) as object | null) {
    const key = Object.getOwnPropertySymbols(current).find((symbol) => symbol.description === 'pino.stream');
    if (key) return (current as Record<symbol, { write(line: string): boolean }>)[key];
  }
  throw new Error('no pino stream found');
}

/** Every form a secret, a number or the text could take in a log line. */
function forbidden(member: TestSession): string[] {
  const basic = Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64');
  const digits = (phone: string) => phone.replace(/\D/g, '');
  return [
    ACCOUNT_SID,
    AUTH_TOKEN,
    basic,
    VERIFY_SID,
    STRIPE_KEY,
    GOOGLE_SECRET,
    GOOGLE_CODE,
    LLM_KEY,
    TRANSCRIBE_KEY,
    digits(STRANGER),
    digits(member.user.phone),
    'turquoise marmalade',
    'turquoise',
    'Authorization',
    'authorization',
  ];
}

/**
 * Every outside client (the real twilio, stripe, googleapis and openai SDKs) pointed at a closed
 * port, then every path that talks to them driven through a real server. The log lines, as pino
 * writes them, must name the failure without the credentials, numbers or words the request held.
 */
describe('provider failures in the log (real server, every outside client unreachable)', () => {
  let server: TestServer;
  let member: TestSession;
  let lines: string[];
  let spies: jest.SpyInstance[];

  beforeAll(async () => {
    const port = await closedPort();
    const dead = `http://127.0.0.1:${port}`;
    skipContractCheck(dead, 'a closed port');
    process.env.GOOGLE_API_BASE = dead;
    server = await startTestServer({
      ...TEST_PHONES_ENV,
      LOG_LEVEL: 'warn',
      PUBLIC_URL,
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_VERIFY_SERVICE_SID: VERIFY_SID,
      TWILIO_FROM: '+447700900900',
      TWILIO_WHATSAPP_FROM: '+14155238886',
      TWILIO_API_BASE: dead,
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_logs',
      STRIPE_API_BASE: dead,
      GOOGLE_CLIENT_ID: 'logs.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: GOOGLE_SECRET,
      LLM_API_KEY: LLM_KEY,
      LLM_BASE_URL: `${dead}/v1`,
      LLM_MODEL: 'logs-model',
      TRANSCRIBE_API_KEY: TRANSCRIBE_KEY,
      TRANSCRIBE_BASE_URL: `${dead}/v1`,
    });
    lines = [];
    const capture = (line: string | Uint8Array) => {
      lines.push(typeof line === 'string' ? line : Buffer.from(line).toString());
      return true;
    };
    // What reaches the process's output, as a log shipper would read it: pino writes to the file
    // descriptor itself (sonic-boom, through fs), Nest's console logger through process.stdout.
    const toOutput = (fd: unknown) => fd === 1 || fd === 2;
    const writeSync = fs.writeSync.bind(fs);
    const write = fs.write.bind(fs);
    spies = [
      jest.spyOn(destinationOf(PinoLogger.root), 'write').mockImplementation(capture),
      jest.spyOn(process.stdout, 'write').mockImplementation(capture as never),
      jest.spyOn(process.stderr, 'write').mockImplementation(capture as never),
      jest.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: string | Uint8Array, ...rest: unknown[]) => {
        if (!toOutput(fd)) return (writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
        capture(data);
        return typeof data === 'string' ? Buffer.byteLength(data) : data.length;
      }) as never),
      jest.spyOn(fs, 'write').mockImplementation(((fd: number, data: string | Uint8Array, ...rest: unknown[]) => {
        if (!toOutput(fd)) return (write as (...args: unknown[]) => void)(fd, data, ...rest);
        capture(data);
        const callback = rest.find((arg) => typeof arg === 'function') as ((...args: unknown[]) => void) | undefined;
        callback?.(null, typeof data === 'string' ? Buffer.byteLength(data) : data.length);
      }) as never),
    ];
    member = await signInTestPhone(server.url, TEST_PHONES.open);
  });

  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    delete process.env.GOOGLE_API_BASE;
    await server.close();
  });

  /** The first captured line holding the message (pino's JSON, or a console line), waited for. */
  async function logged(message: string | RegExp, timeoutMs = 10_000): Promise<string> {
    const until = Date.now() + timeoutMs;
    const matches = (line: string) => (typeof message === 'string' ? line.includes(message) : message.test(line));
    for (;;) {
      const line = lines.find(matches);
      if (line) return line;
      if (Date.now() > until) throw new Error(`no "${String(message)}" line within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  function expectClean(): void {
    const all = lines.join('');
    for (const secret of forbidden(member)) expect({ secret, found: all.includes(secret) }).toEqual({ secret, found: false });
  }

  it('sign-in codes (Twilio Verify): the failure is named, the credentials and number are not', async () => {
    const sent = await call(server.url, 'POST', '/auth/otp', { phone: STRANGER });
    expect(sent.status).toBe(503);
    expect(await logged('Sending a one-time code failed')).toContain('ECONNREFUSED');
    await logged('WhatsApp delivery failed; falling back to SMS');
    expectClean();
  });

  it('"call me now" (Twilio calls)', async () => {
    const res = await call(server.url, 'POST', '/call', { phone_number: member.user.phone, user_id: member.user.id }, member.access_token);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await logged('Placing a call failed')).toContain('ECONNREFUSED');
    expectClean();
  });

  it("the assistant's reply (Twilio messages) to a WhatsApp message, read with the model unreachable", async () => {
    const fields = {
      From: `whatsapp:${member.user.phone}`,
      To: 'whatsapp:+14155238886',
      Body: MESSAGE_TEXT,
      MessageSid: `SM${'1'.repeat(32)}`,
      NumMedia: '0',
    };
    const url = `${PUBLIC_URL}/api/twilio/inbound`;
    const answer = await fetch(`${server.url}/api/twilio/inbound`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSdk.getExpectedTwilioSignature(AUTH_TOKEN, url, fields),
      },
      body: new URLSearchParams(fields).toString(),
    });
    expect(answer.status).toBe(200);
    await logged('WhatsApp refused the message; sending it as a text message');
    // The outbox keeps the reply and tries again later; the line names the failure's kind only.
    expect(await logged('A reply could not be sent')).toContain('network');
    expectClean();
  });

  it('checkout (Stripe)', async () => {
    const res = await call(
      server.url,
      'POST',
      '/api/stripe/create-checkout-session',
      { customer_name: 'Ada Lovelace', customer_email: 'ada@example.com' },
      member.access_token,
    );
    expect(res.status).toBe(503);
    expect(await logged(/Stripe could not /)).toContain('StripeConnectionError');
    expect(lines.join('')).not.toContain('ada@example.com');
    expectClean();
  });

  it('connecting a calendar (googleapis)', async () => {
    const res = await call(server.url, 'POST', '/api/auth/google', { code: GOOGLE_CODE, userId: member.user.id }, member.access_token);
    expect(res.status).toBeGreaterThanOrEqual(500);
    await logged('Exchanging a Google code failed');
    expectClean();
  });
});
